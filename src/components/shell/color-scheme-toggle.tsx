'use client';

import { css } from '@linaria/core';
import { useEffect, useState } from 'react';

type Scheme = 'light' | 'dark';
const STORAGE_KEY = 'color_scheme';

function effectiveScheme(): Scheme {
  const stored = document.documentElement.dataset.theme;
  if (stored === 'dark' || stored === 'light') return stored;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Switches and stores the colour scheme; without a stored choice the system preference rules, live. */
export function ColorSchemeToggle() {
  const [scheme, setScheme] = useState<Scheme | undefined>(undefined);
  useEffect(() => {
    setScheme(effectiveScheme());
    const query = matchMedia('(prefers-color-scheme: dark)');
    const handleSystemChange = () => setScheme(effectiveScheme());
    query.addEventListener('change', handleSystemChange);
    return () => query.removeEventListener('change', handleSystemChange);
  }, []);
  const handleClick = () => {
    const next: Scheme = effectiveScheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
    setScheme(next);
  };
  const dark = scheme === 'dark';
  return (
    <button type="button" className={toggle} onClick={handleClick} aria-pressed={dark} hidden={scheme === undefined}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        ) : (
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none">
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
          </g>
        )}
      </svg>
      <span className="visually-hidden">Dunkles Farbschema</span>
    </button>
  );
}

const toggle = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 2px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  cursor: pointer;
  /* Without JavaScript it cannot work; until hydration it keeps its place, so nothing moves when it shows. */
  &[hidden] {
    display: inline-grid;
    visibility: hidden;
  }
`;
