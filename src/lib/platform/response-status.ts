import { unstable_getContextData as getContextData } from 'waku/server';

const KEY = 'responseStatus';

/**
 * Lets a page answer with another status than 200 while still rendering its own content (a
 * placeholder, a page beyond the end). Pages render completely before the response leaves
 * (no Suspense boundaries), so the error-page middleware can still apply it.
 */
export function setResponseStatus(status: number): void {
  try {
    getContextData()[KEY] = status;
  } catch {
    // outside a request
  }
}

export function getResponseStatus(): number | undefined {
  try {
    return getContextData()[KEY] as number | undefined;
  } catch {
    return undefined;
  }
}
