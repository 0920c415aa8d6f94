/** Waku's client lists the elements it already holds in this header on every navigation. */
export const SKIP_HEADER = 'X-Waku-Router-Skip';

/** The same request without the header: Waku then renders every element of the route. */
export function withoutSkipHeader(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(SKIP_HEADER);
  return new Request(request, { headers });
}
