import { unstable_getContext as getContext } from 'waku/server';
import { ErrorScreen } from '../components/error-screen';
import { PageMeta } from '../components/page-meta';
import { dynamicRender } from './_components/render';

/** Longer paths are cut in the message; the status bar must stay readable. */
const MAX_SHOWN_PATH = 200;

export default async function NotFoundPage() {
  const fullPath = requestedPath();
  return (
    <>
      <PageMeta title="Seite nicht gefunden" path="/404" noindex />
      <ErrorScreen status={404} message={`Page not found: ${fullPath}`} />
    </>
  );
}

function requestedPath(): string {
  try {
    const url = new URL(getContext().req.url);
    const rsc = /^\/RSC\/R(\/.*)\.txt$/.exec(url.pathname);
    const path = rsc ? (rsc[1] === '/_root' ? '/' : rsc[1]) : url.pathname;
    const full = decodeURIComponentSafe(`${path}${rsc ? '' : url.search}`);
    return full.length > MAX_SHOWN_PATH ? `${full.slice(0, MAX_SHOWN_PATH)}…` : full;
  } catch {
    return '/';
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const getConfig = dynamicRender;
