'use client';

import { unstyledList } from '../styles/lists';
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { fontSize, fontWeight, media } from '../styles/theme';
import { Link } from 'waku';
import {
  COUNTDOWN_UNITS,
  countdownHeadline,
  type CountdownMoments,
  splitDuration,
  unitLabel,
} from '../lib/domain/countdown-days';

type CountdownProps = CountdownMoments & {
  serverNow: number;
  title: string;
  when: string;
  /** The event's month in the calendar. */
  calendarHref: string;
};

/** Server-rendered with the server's clock; ticks every second in the browser; gone once the event is over. */
export function Countdown({ serverNow, title, when, calendarHref, ...moments }: CountdownProps) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const headline = countdownHeadline(title, moments, now);
  if (!headline) return null;
  const parts = splitDuration(moments.start - now);
  return (
    <section className={box} aria-labelledby="countdown-titel">
      <h2 id="countdown-titel" className={heading}>
        {headline}
      </h2>
      <p className={date}>{when}</p>
      {now < moments.start && (
        <ol className={units} aria-label="Verbleibende Zeit">
          {COUNTDOWN_UNITS.map((unit) => (
            <li key={unit} className={unitBox}>
              <span className={number}>{parts[unit]}</span>
              <span className={label}>{unitLabel(unit, parts[unit])}</span>
            </li>
          ))}
        </ol>
      )}
      <p className={more}>
        <Link to={calendarHref} className={calendarLink}>
          Im Kalender ansehen →
        </Link>
      </p>
    </section>
  );
}

const box = css`
  padding: 1.25rem 1.5rem;
  border-radius: var(--radius);
  background: var(--color-primary);
  color: var(--color-on-primary);
`;

const heading = css`
  margin: 0;
  font-size: ${fontSize.h2};
`;

const date = css`
  margin: 0 0 0.75rem;
`;

const units = css`
  ${unstyledList}
  display: grid;
  /* four tiles in a row leave a phone too little room for “Sekunden” */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  text-align: center;
  ${media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const unitBox = css`
  display: grid;
  padding: 0.5rem 0.25rem;
  border-radius: 0.5rem;
  background: rgb(0 0 0 / 0.2);
`;

const number = css`
  font-size: ${fontSize.large};
  ${media.sm} {
    font-size: ${fontSize.xl};
  }
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
`;

const label = css`
  font-size: ${fontSize.small};
`;

const more = css`
  margin: 0.75rem 0 0;
`;

const calendarLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: inherit;
  font-weight: ${fontWeight.bold};
  text-decoration: underline;
`;
