'use client';

import { type MouseEvent, type ReactNode, useRef } from 'react';

/** A <details> drawer: opens without JavaScript; with it, a chosen link also closes it. */
export function MobileMenu({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
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
