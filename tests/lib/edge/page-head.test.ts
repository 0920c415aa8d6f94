import { describe, expect, test } from 'vitest';
import { insertPageStyle, lowPriorityModulePreloads, pageStyleText } from '../../../src/lib/edge/page-head';

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

describe('writing the style into the page', () => {
  test('goes at the end of <head>', () => {
    expect(insertPageStyle('<html><head><title>t</title></head><body></body></html>', '.a{}')).toBe(
      '<html><head><title>t</title><style>.a{}</style></head><body></body></html>',
    );
  });

  test("Waku's fallback page without </head> gets it before <body>", () => {
    expect(insertPageStyle('<html><link x><body></body></html>', '.a{}')).toBe(
      '<html><link x><style>.a{}</style><body></body></html>',
    );
  });

  test('a text that is no page stays as it is', () => {
    expect(insertPageStyle('plain', '.a{}')).toBe('plain');
  });
});

test('every module preload yields to the content: low fetch priority', () => {
  const html =
    '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><link rel="preload" as="image" href="/c.png"/>';
  expect(lowPriorityModulePreloads(html)).toBe(
    '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/><link rel="preload" as="image" href="/c.png"/>',
  );
});
