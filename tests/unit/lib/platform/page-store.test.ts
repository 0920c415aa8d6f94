import { afterEach, describe, expect, test, vi } from 'vitest';

/** The Cache API as one Cloudflare location holds it: it outlives isolates and deploys. */
function locationCache() {
  const stored = new Map<string, { body: string; headers: Headers }>();
  return {
    match: async (url: string) => {
      const hit = stored.get(url);
      return hit && new Response(hit.body, { headers: hit.headers });
    },
    put: async (url: string, response: Response) =>
      void stored.set(url, { body: await response.text(), headers: new Headers(response.headers) }),
  };
}

/** page-store as an isolate of the given build loads it: its own memory, the location's Cache API. */
async function isolateOfBuild(build: string) {
  vi.resetModules();
  vi.stubEnv('WAKU_PUBLIC_BUILD_ID', build);
  return import('../../../../src/lib/platform/page-store');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the page store across isolates and deploys', () => {
  const page = {
    body: '<p>Hallo</p>',
    contentType: 'text/html; charset=utf-8',
    keptUntil: Date.now() + 60_000,
    purgeSeen: 1_000,
  };

  test('a new isolate of the same build serves the page another one kept', async () => {
    vi.stubGlobal('caches', { default: locationCache() });
    await (await isolateOfBuild('b1')).publicPages.keep('page /?', 'https://schule.at', page);
    const found = await (await isolateOfBuild('b1')).publicPages.find('page /?', 'https://schule.at');
    expect(found).toMatchObject({ from: 'shared', page: { body: '<p>Hallo</p>' } });
  });

  test('after a deploy no isolate serves a page the previous build kept', async () => {
    vi.stubGlobal('caches', { default: locationCache() });
    await (await isolateOfBuild('b1')).publicPages.keep('page /?', 'https://schule.at', page);
    expect(await (await isolateOfBuild('b2')).publicPages.find('page /?', 'https://schule.at')).toBeUndefined();
  });

  test('a search result page stays in its isolate: another isolate of the location finds nothing', async () => {
    vi.stubGlobal('caches', { default: locationCache() });
    const kept = await isolateOfBuild('b1');
    await kept.searchPages.keep('page /suche?q=x', 'https://schule.at', page);
    expect(await kept.searchPages.find('page /suche?q=x', 'https://schule.at')).toMatchObject({ from: 'memory' });
    expect(await (await isolateOfBuild('b1')).searchPages.find('page /suche?q=x', 'https://schule.at')).toBeUndefined();
  });

  test('one school’s page is never another’s: the same path on another origin is another page', async () => {
    vi.stubGlobal('caches', { default: locationCache() });
    const { publicPages } = await isolateOfBuild('b1');
    await publicPages.keep('page /?', 'https://schule-a.at', page);
    expect(await publicPages.find('page /?', 'https://schule-b.at')).toBeUndefined();
  });

  test('a takedown after a page was rendered: the isolate that rendered it asks the Cache API again, and what it finds there is what it finds', async () => {
    vi.stubGlobal('caches', { default: locationCache() });
    const { publicPages } = await isolateOfBuild('b1');
    await publicPages.keep('page /?', 'https://schule.at', page);
    expect(await publicPages.find('page /?', 'https://schule.at', Date.now(), 1_000)).toMatchObject({ from: 'memory' });
    const later = await publicPages.find('page /?', 'https://schule.at', Date.now() + 2_000, 2_000);
    expect(later).toMatchObject({ from: 'memory', page: { purgeSeen: 1_000 } });
    await (await isolateOfBuild('b1')).publicPages.keep('page /?', 'https://schule.at', { ...page, purgeSeen: 2_000 });
    const renewed = await publicPages.find('page /?', 'https://schule.at', Date.now() + 4_000, 2_000);
    expect(renewed).toMatchObject({ from: 'shared', page: { purgeSeen: 2_000 } });
  });
});
