import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import errorPage from './middleware/error-page';
import executionContext from './middleware/execution-context';
import filesProxy from './middleware/files-proxy';
import redirects from './middleware/redirects';
import securityHeaders from './middleware/security-headers';

/** The edge router: middleware runs in this order, before Waku renders a page. */
export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), {
  middlewareFns: [securityHeaders, errorPage, executionContext, redirects, filesProxy],
});
