'use client';

import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { media } from '../styles/theme';

const UNITS = [
  { label: ['Tag', 'Tage'], ms: 86_400_000 },
  { label: ['Stunde', 'Stunden'], ms: 3_600_000 },
  { label: ['Minute', 'Minuten'], ms: 60_000 },
  { label: ['Sekunde', 'Sekunden'], ms: 1000 },
] as const;

function splitDuration(ms: number): number[] {
  let rest = Math.max(ms, 0);
  return UNITS.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return value;
  });
}

/** Server-rendered with the server's clock; ticks every second in the browser; gone once the event starts. */
export function Countdown({
  target,
  serverNow,
  title,
  when,
}: {
  target: number;
  serverNow: number;
  title: string;
  when: string;
}) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (target <= now) return null;
  const parts = splitDuration(target - now);
  return (
    <section className={box} aria-labelledby="countdown-titel">
      <h2 id="countdown-titel" className={heading}>
        Noch bis {title}
      </h2>
      <p className={date}>{when}</p>
      <ol className={units} aria-label={`Noch ${parts[0]} Tage`}>
        {UNITS.map((unit, index) => {
          const value = parts[index] ?? 0;
          return (
            <li key={unit.ms} className={unitBox}>
              <span className={number}>{value}</span>
              <span className={label}>{value === 1 ? unit.label[0] : unit.label[1]}</span>
            </li>
          );
        })}
      </ol>
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
  font-size: 1.35rem;
`;

const date = css`
  margin: 0 0 0.75rem;
`;

const units = css`
  list-style: none;
  margin: 0;
  padding: 0;
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
  font-size: 1.75rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
`;

const label = css`
  font-size: 0.8rem;
`;
