import { css } from '@linaria/core';
import { Carousel } from '../../components/carousel';
import { Countdown } from '../../components/countdown';
import { StaticHtml } from '../../components/static-html';
import type { CalendarEntry, CarouselSlide, Fact, Saying } from '../../lib/content';
import { thumbUrl } from '../../lib/domain/images';
import { formatDate, monthKey, parseServerDate, viennaParts, viennaTime } from '../../lib/domain/dates';
import { PHONE_IMAGE_WIDTH, thumbSize } from '../../lib/domain/thumb-sizes';
import { fontSize } from '../../styles/theme';

const SLIDE_WIDTHS = [640, 720, 960, 1280, 1600];

export function HomeCarousel({ slides }: { slides: CarouselSlide[] }) {
  const items = slides.map((slide) => ({
    id: slide.id,
    src: thumbUrl(slide.image, '1280x720'),
    srcSet: SLIDE_WIDTHS.map((w) => `${thumbUrl(slide.image, thumbSize(w))} ${w}w`).join(', '),
    alt: slide.description ?? (slide.author ? `Foto von ${slide.author}` : 'Bild aus dem Schulleben'),
    caption: slide.description,
    author: slide.author,
  }));
  return (
    <Carousel
      slides={items}
      sizes={`(min-width: 1280px) 72rem, ${PHONE_IMAGE_WIDTH}`}
      label="Bilder aus dem Schulleben"
    />
  );
}

export function HomeCountdown({ entry, now }: { entry: CalendarEntry; now: Date }) {
  const start = parseServerDate(entry.from);
  if (!start) return null;
  const end = parseServerDate(entry.to) ?? start;
  const { year, month, day } = viennaParts(start);
  return (
    <Countdown
      start={start.getTime()}
      end={end.getTime()}
      startOfDay={viennaTime(year, month, day).getTime()}
      serverNow={now.getTime()}
      title={entry.title}
      when={formatDate(start, 'dateTime')}
      calendarHref={`/kalender?month=${monthKey(start)}`}
    />
  );
}

export function SayingCard({ saying }: { saying: Saying }) {
  return (
    <StaticHtml as="section" className={card} aria-labelledby="spruch-titel">
      <h2 id="spruch-titel" className={cardTitle}>
        Spruch der Woche
      </h2>
      <figure className={figure}>
        <blockquote className={quote}>
          <p>„{saying.text}“</p>
        </blockquote>
        {saying.author && <figcaption>— {saying.author}</figcaption>}
      </figure>
    </StaticHtml>
  );
}

export function FactCard({ fact }: { fact: Fact }) {
  return (
    <StaticHtml as="section" className={card} aria-labelledby="wusstest-titel">
      <h2 id="wusstest-titel" className={cardTitle}>
        Wusstest du schon?
      </h2>
      <p className={factText}>{fact.text}</p>
    </StaticHtml>
  );
}

const card = css`
  padding: 1.25rem 1.5rem;
  border-radius: var(--radius);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
`;

const cardTitle = css`
  font-size: ${fontSize.base};
  color: var(--color-primary-strong);
  margin-bottom: 0.5rem;
`;

const figure = css`
  margin: 0;
  figcaption {
    color: var(--color-text-muted);
  }
`;

const quote = css`
  margin: 0 0 0.5rem;
  font-size: ${fontSize.large};
  font-style: italic;
  p {
    margin: 0;
  }
`;

const factText = css`
  margin: 0;
  font-size: ${fontSize.base};
`;
