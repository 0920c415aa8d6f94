import { describe, expect, test } from 'vitest';
import { runInNewContext } from 'node:vm';
import {
  HYDRATION_FALLBACK_MS,
  hydrateAfterLoad,
  insertAtHeadEnd,
  pageStyleText,
} from '../../../../src/lib/edge/head-html';

describe('the page style', () => {
  test('is the site CSS alone without an accent colour', () => {
    expect(pageStyleText('.a{}', undefined)).toBe('.a{}');
    expect(pageStyleText('.a{}', '')).toBe('.a{}');
  });

  test('adds an accent colour with AA contrast over the built-in one, after the site CSS', () => {
    const css = pageStyleText('.a{}', '#1d4ed8');
    expect(css.startsWith('.a{}\n:root{--color-primary:#1d4ed8;')).toBe(true);
    expect(css).toMatch(/@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{--color-primary:#/);
    expect(css).toMatch(/:root\[data-theme=dark\]\{--color-primary:#[0-9a-f]{6};/);
  });

  test('leaves out a refused accent colour', () => {
    expect(pageStyleText('.a{}', '#ffcc00')).toBe('.a{}');
  });
});

describe('writing into the end of the head', () => {
  test('the stylesheet, then the other markup, go in one place at the end of <head>', () => {
    expect(
      insertAtHeadEnd('<html><head><title>t</title></head><body></body></html>', { css: '.a{}', markup: '<meta x/>' }),
    ).toBe('<html><head><title>t</title><style>.a{}</style><meta x/></head><body></body></html>');
  });

  test('without a stylesheet only the markup goes in, and without markup only the stylesheet', () => {
    expect(insertAtHeadEnd('<head></head>', { markup: '<meta x/>' })).toBe('<head><meta x/></head>');
    expect(insertAtHeadEnd('</head><body>', { css: '.a{}' })).toBe('<style>.a{}</style></head><body>');
  });

  test("Waku's fallback page without </head> gets the stylesheet before <body>, and nothing else", () => {
    expect(insertAtHeadEnd('<html><link x><body></body></html>', { css: '.a{}', markup: '<meta x/>' })).toBe(
      '<html><link x><style>.a{}</style><body></body></html>',
    );
    expect(insertAtHeadEnd('<body></body>', { css: '.a{}' })).toBe('<style>.a{}</style><body></body>');
  });

  test('a text that is no page stays as it is', () => {
    expect(insertAtHeadEnd('plain', { css: '.a{}', markup: '<meta x/>' })).toBe('plain');
  });
});

describe('hydration after the page has loaded', () => {
  const page =
    '<html><head><link rel="modulepreload" href="/assets/a.js" crossorigin=""/><link rel="modulepreload" href="/assets/index.js" crossorigin=""/>' +
    '<link rel="preload" as="image" href="/c.png"/></head><body><p>Text</p>' +
    '<script nonce="n" id="_R_">globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/index.js")</script></body></html>';

  /** Runs the rewritten bootstrap with a fake window: which links it adds and what it imports, when. */
  function runBootstrap(html: string) {
    const script = /<script nonce="n" id="_R_">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
    const listeners: Record<string, () => void> = {};
    const timers: Array<[() => void, number]> = [];
    const links: Array<{ rel: string; href: string }> = [];
    const imports: string[] = [];
    const context = {
      globalThis: {},
      document: { createElement: () => ({ rel: '', href: '' }), head: { append: (link: never) => links.push(link) } },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
    };
    // import() is syntax, not a global: the test renames it to a function it can watch.
    runInNewContext(script.replace('import(', 'load('), { ...context, load: (url: string) => imports.push(url) });
    return { listeners, timers, links, imports };
  }

  test('the page carries no module preloads, other preloads stay', () => {
    const html = hydrateAfterLoad(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/c.png"/>');
    expect(html).toContain('<p>Text</p>');
  });

  test('nothing is fetched before the load event; then every module is preloaded and the entry imported, once', () => {
    const run = runBootstrap(hydrateAfterLoad(page));
    expect(run.links).toEqual([]);
    expect(run.imports).toEqual([]);
    run.listeners.load?.();
    expect(run.links).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/index.js' },
    ]);
    expect(run.imports).toEqual(['/assets/index.js']);
    run.timers[0]?.[0]();
    expect(run.imports).toHaveLength(1);
    expect(run.links).toHaveLength(2);
  });

  test('an image that stalls the load event holds hydration back 5 s at most', () => {
    const run = runBootstrap(hydrateAfterLoad(page));
    expect(run.timers.map(([, ms]) => ms)).toEqual([HYDRATION_FALLBACK_MS]);
    expect(HYDRATION_FALLBACK_MS).toBe(5000);
    run.timers[0]?.[0]();
    expect(run.imports).toEqual(['/assets/index.js']);
    run.listeners.load?.();
    expect(run.imports).toHaveLength(1);
  });

  test('a page without the bootstrap (a fallback page) keeps its preloads', () => {
    const html = '<head><link rel="modulepreload" href="/a.js"/></head><body></body>';
    expect(hydrateAfterLoad(html)).toBe(html);
  });

  test('a page without </head> still hydrates after load and loses no text', () => {
    const html = hydrateAfterLoad(page.replace('</head>', ''));
    expect(html).toContain('<p>Text</p>');
    const run = runBootstrap(html);
    expect(run.imports).toEqual([]);
    run.listeners.load?.();
    expect(run.imports).toEqual(['/assets/index.js']);
  });

  test('a module address cannot end the script it is written into', () => {
    const html = hydrateAfterLoad(page.replace('/assets/a.js', '/assets/</script>.js'));
    expect(html).toContain('/assets/\\u003c/script>.js');
  });
});
