'use client';

import { css } from '@linaria/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fontSize, fontWeight } from '../styles/theme';

export type Slide = { id: string; src: string; srcSet: string; alt: string; caption?: string; author?: string };

const AUTOPLAY_MS = 6000;

/**
 * A scroll-snap strip: swipeable and complete without JavaScript; with it, buttons, dots and
 * an autoplay that pauses on hover or focus and never runs under prefers-reduced-motion.
 */
export function Carousel({ slides, sizes, label }: { slides: Slide[]; sizes: string; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = useCallback(
    (index: number) => {
      const list = track.current;
      if (!list || slides.length === 0) return;
      const next = (index + slides.length) % slides.length;
      list.scrollTo({
        left: next * list.clientWidth,
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
      setCurrent(next);
    },
    [slides.length],
  );

  useEffect(() => {
    if (paused || slides.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => goTo(current + 1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, current, goTo, slides.length]);

  // Synced once a scroll has settled (a swipe, or a button's smooth scroll): intermediate positions
  // of an animation must not overwrite the slide a button just chose.
  const handleScrollEnd = () => {
    const list = track.current;
    if (list && list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  if (slides.length === 0) return null;
  return (
    <section
      className={carousel}
      aria-roledescription="Karussell"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* a scrollable strip must be reachable by keyboard (WCAG 2.1.1) */}
      <ul
        ref={track}
        className={strip}
        onScrollEnd={handleScrollEnd}
        tabIndex={0}
        aria-label="Bilder, seitlich scrollbar"
      >
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className={item}
            aria-roledescription="Folie"
            aria-label={`${index + 1} von ${slides.length}`}
            aria-hidden={index !== current ? true : undefined}
          >
            <img
              src={slide.src}
              srcSet={slide.srcSet}
              sizes={sizes}
              width={1600}
              height={900}
              alt={slide.alt}
              className={image}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
            {(slide.caption || slide.author) && (
              <p className={caption}>
                {slide.caption}
                {slide.author && (
                  <span className={author}>
                    {' '}
                    {/^foto/i.test(slide.author) ? slide.author : `Foto: ${slide.author}`}
                  </span>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className={controls}>
          <button type="button" className={arrow} onClick={() => goTo(current - 1)} aria-label="Vorheriges Bild">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <div className={dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={dot}
                aria-label={`Bild ${index + 1} anzeigen`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button type="button" className={arrow} onClick={() => goTo(current + 1)} aria-label="Nächstes Bild">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}

const carousel = css`
  position: relative;
  margin-bottom: 2rem;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--color-surface-alt);
`;

const strip = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const item = css`
  position: relative;
  flex: 0 0 100%;
  scroll-snap-align: start;
`;

const image = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 70vh;
  object-fit: cover;
`;

const caption = css`
  margin: 0;
  padding: 0.75rem 1rem 3.5rem;
  background: #1c1917;
  color: #fff;
  font-weight: ${fontWeight.bold};
  @media (min-width: 960px) {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 2.5rem 1.25rem 3.25rem;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.8));
  }
`;

const author = css`
  display: block;
  font-weight: ${fontWeight.normal};
  font-size: ${fontSize.small};
  color: #e7e5e4;
`;

const controls = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0.5rem;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
`;

const arrow = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 999px;
  background: rgb(0 0 0 / 0.55);
  color: #fff;
  cursor: pointer;
`;

const dots = css`
  display: flex;
  gap: 0;
`;

const dot = css`
  width: 28px;
  height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    margin: auto;
    width: 12px;
    height: 12px;
    border-radius: 999px;
    border: 2px solid #fff;
    background: rgb(0 0 0 / 0.35);
  }
  &[aria-current='true']::before {
    background: #fff;
  }
`;
