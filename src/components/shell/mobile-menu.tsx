'use client';

import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

/** What takes focus itself when pressed: a press there closes the menu but leaves focus alone. */
const FOCUSABLE = 'a[href], button, input, select, textarea, label, summary, [tabindex], [contenteditable]';

/**
 * A <details> drawer: opens and closes through its summary without JavaScript. With it, a chosen link,
 * Escape and a press outside close it too; the last two hand focus back to the summary, so it is never
 * left on a link that just disappeared.
 */
export function MobileMenu({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const closeToButton = () => {
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) closeToButton();
    };
    // pointerdown, not click: iOS sends no click to the document for taps on plain text
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!details.open || details.contains(target)) return;
      if (target.closest(FOCUSABLE)) {
        details.open = false;
        return;
      }
      // otherwise the press would move focus to <body>
      event.preventDefault();
      closeToButton();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, []);

  const handleClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a') && ref.current) ref.current.open = false;
  };
  return (
    // the click only follows a link's own activation
    <details ref={ref} className={className} onClick={handleClick}>
      {children}
    </details>
  );
}
