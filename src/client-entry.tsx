import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

/*
 * Waku's own client entry (waku/dist/lib/utils/managed.js), with one change: hydration runs as a transition.
 * The page is readable before any script runs (inline CSS, server HTML), so React hydrates it in slices that
 * yield to the visitor instead of one long task; a tap on a part not yet hydrated is replayed once it is.
 */
declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

if (globalThis.__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, <Router />);
  });
} else {
  createRoot(document).render(<Router />);
}
