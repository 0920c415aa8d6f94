import type { Miniflare } from 'miniflare';
import { get } from './worker';

/** The site's origin as the workers under test answer it. */
export const ORIGIN = 'http://127.0.0.1:8787';

export type Fields = Record<string, string | File | Array<string | File>>;

function body(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

/** The form cookie (staff_form) each signed-in browser was given, by its session cookie: a form comes back only with it. */
const formCookies = new Map<string, string>();
export const withFormCookie = (cookie: string) => [cookie, formCookies.get(cookie)].filter(Boolean).join('; ');

/** Posts a dashboard form as the browser would (same origin unless told), without following the redirect. */
export async function postForm(site: Miniflare, path: string, fields: Fields, cookie?: string, origin = ORIGIN) {
  // Encoded here: Miniflare would pass a FormData of this realm on as text.
  const encoded = new Response(body(fields));
  const { response, text } = await get(site, path, {
    method: 'POST',
    headers: {
      origin,
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(cookie ? { cookie: withFormCookie(cookie) } : {}),
    },
    body: await encoded.arrayBuffer(),
  });
  const formCookie = response.headers.getSetCookie().find((line) => line.startsWith('staff_form='));
  if (cookie && formCookie) formCookies.set(cookie, formCookie.split(';')[0]!);
  return { status: response.status, location: response.headers.get('location') ?? '', text };
}
