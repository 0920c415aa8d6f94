import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { middlewareChain } from './middleware';

/** The edge router: middleware runs in this order, before Waku renders a page. */
export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), {
  middlewareFns: middlewareChain([
    'security-headers',
    'error-page',
    'execution-context',
    'redirects',
    'files-proxy',
    'auth-guard',
    'page-cache',
  ]),
});
