'use client';

import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { primaryButton } from '../../styles/controls';
import { subscribe } from './server-status';
import { fontSize, fontWeight } from '../../styles/theme';

export function ServerUnreachableOverlay() {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => subscribe(setVisible), []);
  useEffect(() => {
    if (visible) button.current?.focus();
  }, [visible]);
  if (!visible) return null;
  const handleReload = () => window.location.reload();
  return (
    <div
      className={overlay}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="server-fehler"
      data-testid="server-unreachable"
    >
      <div className={panel}>
        <p id="server-fehler" className={message}>
          Es ist ein Fehler aufgetreten. Versuchen Sie es später erneut!
        </p>
        <p className={status}>(500 Internal Server Error!)</p>
        <button ref={button} type="button" className={primaryButton} onClick={handleReload}>
          Neu laden
        </button>
      </div>
    </div>
  );
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: color-mix(in srgb, var(--color-bg) 92%, transparent);
  backdrop-filter: blur(4px);
`;

const panel = css`
  max-width: 32rem;
  padding: 2rem;
  text-align: center;
  background: var(--color-surface);
  border: 2px solid var(--color-primary);
  border-radius: var(--radius);
`;

const message = css`
  font-size: ${fontSize.large};
  font-weight: ${fontWeight.bold};
  margin: 0 0 0.5rem;
`;

const status = css`
  color: var(--color-text-muted);
  margin: 0 0 1.5rem;
`;
