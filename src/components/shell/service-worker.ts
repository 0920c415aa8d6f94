import { isDashboardPath } from '../../lib/domain/route-request';

/**
 * Registers /sw.js (notifications, offline reading) from a public page, once the page has loaded: installing fetches
 * the pages kept for offline reading, which must not compete with the page's own loading. The staff area never
 * registers it (the worker leaves /dash alone either way).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || isDashboardPath(location.pathname)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
