'use client';

import { unstyledList } from '../styles/lists';
import { css } from '@linaria/core';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { fontSize, fontWeight } from '../styles/theme';

export type Slide = { id: string; src: string; srcSet: string; alt: string; caption?: string; author?: string };

const AUTOPLAY_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const STOP_LABEL = 'Automatisches Weiterblättern anhalten';
const START_LABEL = 'Automatisches Weiterblättern starten';

/**
 * A scroll-snap strip: swipeable and complete without JavaScript; with it, buttons, dots and an autoplay
 * as the WAI-ARIA APG carousel has it: a rotation button first in the tab order whose name says what it will do
 * (WCAG 2.2.2), a pause while the mouse is over the carousel, a stop once focus moves to its slides or controls
 * (until the visitor starts it again), and no autoplay at all under prefers-reduced-motion.
 */
export function Carousel({ slides, sizes, label }: { slides: Slide[]; sizes: string; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  // Unknown until hydration: the server cannot know whether the visitor prefers reduced motion.
  const [motionAllowed, setMotionAllowed] = useState<boolean | undefined>(undefined);
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const startedByVisitor = useRef(false);

  const goTo = useCallback(
    (index: number) => {
      const list = track.current;
      if (!list || slides.length === 0) return;
      const next = (index + slides.length) % slides.length;
      list.scrollTo({
        left: next * list.clientWidth,
        behavior: matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth',
      });
      setCurrent(next);
    },
    [slides.length],
  );

  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const handleChange = () => setMotionAllowed(!query.matches);
    handleChange();
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  const autoplay = motionAllowed === true && rotating && slides.length > 1;
  useEffect(() => {
    if (!autoplay || hovered) return;
    const timer = setTimeout(() => {
      // The preference may have changed a moment ago, before React re-rendered: it wins over a turn already due.
      if (!matchMedia(REDUCED_MOTION).matches) goTo(current + 1);
    }, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, hovered, current, goTo]);

  // Synced once a scroll has settled (a swipe, or a button's smooth scroll): intermediate positions
  // of an animation must not overwrite the slide a button just chose.
  const handleScrollEnd = () => {
    const list = track.current;
    if (list && list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  // Focus on the rotation button itself changes nothing: its click (which focuses it first) decides.
  const handleFocus = (event: FocusEvent) => {
    if (event.target !== rotationButton.current && !startedByVisitor.current) setRotating(false);
  };

  const handleRotationClick = () => {
    startedByVisitor.current = !rotating;
    setRotating(!rotating);
  };

  if (slides.length === 0) return null;
  return (
    <section
      className={carousel}
      aria-roledescription="Karussell"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={handleFocus}
    >
      {slides.length > 1 && (
        // Without JavaScript (and under reduced motion) nothing turns, so there is nothing to stop.
        <button
          ref={rotationButton}
          type="button"
          className={rotation}
          onClick={handleRotationClick}
          aria-label={rotating ? STOP_LABEL : START_LABEL}
          hidden={motionAllowed !== true}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            {rotating ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            ) : (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
      {/* a scrollable strip must be reachable by keyboard (WCAG 2.1.1) */}
      <ul
        ref={track}
        className={strip}
        onScrollEnd={handleScrollEnd}
        tabIndex={0}
        aria-label="Bilder, seitlich scrollbar"
        // APG: announce a slide change the visitor made, not each one the autoplay makes
        aria-live={autoplay ? 'off' : 'polite'}
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
  ${unstyledList}
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

const rotation = css`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  /* solid, with a light ring: visible on a light and on a dark photo alike */
  border: 2px solid #fff;
  border-radius: 999px;
  background: #1c1917;
  color: #fff;
  cursor: pointer;
  &[hidden] {
    display: none;
  }
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
