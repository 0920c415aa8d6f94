'use client';

import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { reportServerUnreachable } from './server-status';

/** Loading-bar timings of seed-spec section 9. */
const THROTTLE_MS = 200;
const DURATION_MS = 2000;
const HIDE_DELAY_MS = 500;
const RESET_DELAY_MS = 400;

type Phase = 'idle' | 'loading' | 'done' | 'hidden';

/**
 * The 3 px loading bar and the global loader during client navigations. They are driven through
 * the DOM, not React state: while a navigation is pending React holds back commits of the tree.
 * A navigation whose RSC request fails raises the server-unreachable overlay; one replaced by a
 * newer click is no error.
 */
export function NavigationProgress() {
  const { unstable_events: events } = useRouter();
  const barRef = useRef<HTMLDivElement>(null);
  const loaderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timers: ReturnType<typeof setTimeout>[] = [];
    let pending = false;
    const show = (phase: Phase) => {
      if (barRef.current) barRef.current.dataset.phase = phase;
      if (loaderRef.current) loaderRef.current.hidden = phase !== 'loading';
    };
    const clear = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const handleStart = () => {
      pending = true;
      clear();
      timers.push(setTimeout(() => show('loading'), THROTTLE_MS));
    };
    const finish = () => {
      pending = false;
      clear();
      if (barRef.current?.dataset.phase !== 'loading') return show('idle');
      show('done');
      timers.push(setTimeout(() => show('hidden'), HIDE_DELAY_MS));
      timers.push(setTimeout(() => show('idle'), HIDE_DELAY_MS + RESET_DELAY_MS));
    };
    const handleFailure = (event: PromiseRejectionEvent) => {
      if (!pending) return;
      finish();
      if ((event.reason as { name?: string } | undefined)?.name !== 'AbortError') reportServerUnreachable();
    };
    events.on('start', handleStart);
    events.on('complete', finish);
    window.addEventListener('unhandledrejection', handleFailure);
    return () => {
      events.off('start', handleStart);
      events.off('complete', finish);
      window.removeEventListener('unhandledrejection', handleFailure);
      clear();
    };
  }, [events]);

  return (
    <>
      <div ref={barRef} className={bar} data-phase="idle" aria-hidden="true" />
      <div ref={loaderRef} className={loader} role="status" hidden>
        <span className={spinner} aria-hidden="true" />
        <span className="visually-hidden">Seite wird geladen …</span>
      </div>
    </>
  );
}

const bar = css`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 2000;
  height: 3px;
  width: 0;
  background: var(--color-primary);
  opacity: 0;
  pointer-events: none;
  &[data-phase='loading'] {
    opacity: 1;
    width: 90%;
    transition: width ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1);
  }
  &[data-phase='done'] {
    opacity: 1;
    width: 100%;
    transition: width 200ms ease-out;
  }
  &[data-phase='hidden'] {
    width: 100%;
    opacity: 0;
    transition: opacity ${RESET_DELAY_MS}ms ease;
  }
`;

const loader = css`
  &[hidden] {
    display: none;
  }
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 2000;
  padding: 0.625rem;
  border-radius: 999px;
  background: var(--color-surface);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
`;

const spinner = css`
  display: block;
  width: 24px;
  height: 24px;
  border: 3px solid var(--color-border);
  border-top-color: var(--color-primary);
  border-radius: 999px;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s;
  }
`;
