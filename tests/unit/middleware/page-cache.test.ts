import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import pageCache from '../../../src/middleware/page-cache';
import { ORIGIN, siteWith } from './site';

const TTL_SECONDS = 60;
const BINDINGS = { CACHE_TTL_SECONDS: String(TTL_SECONDS), DEBUG_HEADERS: '1' };
let page = 0;

/** A site whose pages count their renderings; each test its own page, as the isolate's memory is shared. */
function countingSite(answer?: (n: number) => Response) {
  let renders = 0;
  const site = siteWith([pageCache()], (c) => {
    renders += 1;
    return answer ? answer(renders) : c.html(`<p>Rendering ${renders}</p>`);
  });
  const path = `/posts/unitcache${String((page += 1)).padStart(5, '0')}`;
  const view = async (init: RequestInit = {}) => {
    const response = await site.request(`${ORIGIN}${path}`, init, BINDINGS);
    return { state: response.headers.get('X-Page-Cache'), text: await response.text(), status: response.status };
  };
  return { view, renders: () => renders };
}

/** The clock the page cache reads (Date only: timers stay real, so background renderings run). */
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T08:00:00Z') }));
afterEach(() => vi.useRealTimers());
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('page cache: a kept page costs no rendering until its time', () => {
  test('the second view within the TTL is the kept page', async () => {
    const site = countingSite();
    expect(await site.view()).toMatchObject({ state: 'MISS', text: '<p>Rendering 1</p>' });
    later(TTL_SECONDS - 1);
    expect(await site.view()).toMatchObject({ state: 'HIT', text: '<p>Rendering 1</p>' });
    expect(site.renders()).toBe(1);
  });

  // Just past the TTL the kept page is served once more, at once, while the job 'revalidate-page' renders it anew:
  // create-site.test.ts, which awaits the job.
  test('more than 5 s past the TTL, the page is rendered before it is answered', async () => {
    const site = countingSite();
    await site.view();
    later(TTL_SECONDS + 6);
    expect(await site.view()).toMatchObject({ state: 'MISS', text: '<p>Rendering 2</p>' });
  });

  test('a signed-in staff member never gets, nor leaves, a kept page', async () => {
    const site = countingSite();
    await site.view();
    const staff = await site.view({ headers: { Cookie: 'staff_session=abc' } });
    expect(staff.text).toBe('<p>Rendering 2</p>');
    expect(site.renders()).toBe(2);
  });

  test('an error, a private answer and a page with its own status are not kept', async () => {
    const failing = countingSite(
      () => new Response('kaputt', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    await failing.view();
    await failing.view();
    expect(failing.renders()).toBe(2);
    const personal = countingSite(
      () => new Response('<p>privat</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private' } }),
    );
    await personal.view();
    await personal.view();
    expect(personal.renders()).toBe(2);
  });

  test('with a TTL of 0 nothing is kept', async () => {
    let renders = 0;
    const site = siteWith([pageCache()], (c) => c.html(`<p>${(renders += 1)}</p>`));
    for (let i = 0; i < 2; i += 1) await site.request(`${ORIGIN}/kalender`, {}, { CACHE_TTL_SECONDS: '0' });
    expect(renders).toBe(2);
  });
});
