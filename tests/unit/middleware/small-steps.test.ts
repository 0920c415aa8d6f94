import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, test, vi } from 'vitest';
import errorPage from '../../../src/middleware/error-page';
import pageStatus from '../../../src/middleware/page-status';
import readOnly from '../../../src/middleware/read-only';
import redirects from '../../../src/middleware/redirects';
import requestLog from '../../../src/middleware/request-log';
import routeCheck from '../../../src/middleware/route-check';
import { ORIGIN, siteWith } from './site';

describe('read-only: only GET and HEAD reach Waku', () => {
  const site = siteWith([readOnly()]);

  test.each(['GET', 'HEAD'])('%s is rendered', async (method) => {
    expect((await site.request(`${ORIGIN}/posts`, { method })).status).toBe(200);
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is refused in German with the methods it takes', async (method) => {
    const answer = await site.request(`${ORIGIN}/posts`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
    expect(await answer.text()).toBe('Diese Adresse kann nur gelesen werden.');
  });
});

describe('redirects: one address per page', () => {
  const site = siteWith([redirects()]);
  const location = async (path: string) => {
    const answer = await site.request(`${ORIGIN}${path}`);
    return { status: answer.status, location: answer.headers.get('Location') };
  };

  test('bare /dash opens the start page, for now (302)', async () => {
    expect(await location('/dash')).toEqual({ status: 302, location: '/dash/start' });
  });

  test.each([
    ['//posts/', '/posts'],
    ['/posts?page=1', '/posts'],
    ['/posts?sort=junk&page=2', '/posts?page=2'],
    ['//%5Cevil.example', '/%5Cevil.example'],
  ])('%s is answered at %s for good (308), never off the site', async (path, target) => {
    expect(await location(path)).toEqual({ status: 308, location: target });
  });

  test('the canonical spelling, a client navigation and a feed are left alone', async () => {
    expect(await location('/posts?page=2')).toEqual({ status: 200, location: null });
    expect(await location('/RSC/R/posts.txt?query=page%3D1')).toEqual({ status: 200, location: null });
    expect(await location('/kalender.ics?class=x')).toEqual({ status: 200, location: null });
  });
});

describe('route check: what Waku would misread is a 404 before it', () => {
  const site = siteWith([routeCheck()]);

  test('a server function call and a malformed RSC path are 404 without a page', async () => {
    for (const path of ['/RSC/F/action.txt', '/RSC/R/posts']) {
      const answer = await site.request(`${ORIGIN}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('Content-Type') ?? '').not.toContain('text/html');
    }
  });

  test('a path with a percent sign left after decoding is the German 404 page', async () => {
    const answer = await site.request(`${ORIGIN}/posts/%2525`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('nicht gefunden');
  });

  test('a client navigation with a page value its page does not take is a 404', async () => {
    expect((await site.request(`${ORIGIN}/RSC/R/posts.txt?query=page%3Dx`)).status).toBe(404);
    expect((await site.request(`${ORIGIN}/RSC/R/posts.txt?query=page%3D2`)).status).toBe(200);
  });

  test("a page load never keeps the router's skip header; a client navigation does", async () => {
    const seen: (string | null)[] = [];
    const recording = siteWith([routeCheck()], (c) => {
      seen.push(c.req.header('X-Waku-Router-Skip') ?? null);
      return c.text('ok');
    });
    await recording.request(`${ORIGIN}/posts`, { headers: { 'X-Waku-Router-Skip': '["a"]' } });
    await recording.request(`${ORIGIN}/RSC/R/posts.txt?query=`, { headers: { 'X-Waku-Router-Skip': '["a"]' } });
    expect(seen).toEqual([null, '["a"]']);
  });
});

describe("page status: a page's own status, on page loads only", () => {
  const placeholder = siteWith([pageStatus()], (c) => {
    c.var.request.pageStatus = 404;
    return c.req.path.startsWith('/RSC/') ? c.text('rsc') : c.html('<p>Beitrag nicht gefunden</p>');
  });

  test('a placeholder page answers 404 and keeps its content', async () => {
    const answer = await placeholder.request(`${ORIGIN}/posts/unbekannt00001`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<p>Beitrag nicht gefunden</p>');
  });

  test("its client navigation answers 200, so the browser's router shows the page", async () => {
    expect((await placeholder.request(`${ORIGIN}/RSC/R/posts/unbekannt00001.txt?query=`)).status).toBe(200);
  });

  test('without a page status, the answer is as rendered', async () => {
    expect((await siteWith([pageStatus()]).request(`${ORIGIN}/posts`)).status).toBe(200);
  });
});

describe('error page: anything thrown becomes the German error page', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a thrown error is a 500 page in German, with the stack only in the log', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const site = siteWith([errorPage()], () => {
      throw new Error('geheimes Detail');
    });
    const answer = await site.request(`${ORIGIN}/posts`);
    const html = await answer.text();
    expect(answer.status).toBe(500);
    expect(html).toContain('lang="de');
    expect(html).not.toContain('geheimes Detail');
    expect(lines.join('\n')).toContain('geheimes Detail');
  });

  test("a client navigation's failure stays an RSC answer, never an HTML page", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = siteWith([errorPage()], () => {
      throw new Error('kaputt');
    });
    const answer = await site.request(`${ORIGIN}/RSC/R/posts.txt?query=`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('Content-Type') ?? '').not.toContain('text/html');
  });

  test('a refusal thrown on purpose keeps its status', async () => {
    const site = siteWith([errorPage()], () => {
      throw new HTTPException(413, { message: 'zu groß' });
    });
    expect((await site.request(`${ORIGIN}/posts`)).status).toBe(413);
  });
});

describe('request log: one JSON line per request, without the query', () => {
  afterEach(() => vi.restoreAllMocks());

  test('method, path without its query, status and the reads it took', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const site = siteWith([requestLog()], (c) => c.text('nicht da', 404));
    await site.request(`${ORIGIN}/suche?q=Elternabend`);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = entries.find((entry) => entry.event === 'request');
    expect(request).toMatchObject({ method: 'GET', path: '/suche', status: 404, backendReads: 0 });
    expect(lines.join('\n')).not.toContain('Elternabend');
  });

  test('an absurdly long path is cut to one short line', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await siteWith([requestLog()]).request(`${ORIGIN}/${'a'.repeat(900)}`);
    const request = lines
      .map((line) => JSON.parse(line) as { event: string; path: string })
      .find((e) => e.event === 'request');
    expect(request?.path.length).toBeLessThanOrEqual(200);
  });
});
