import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { staticMarkup } from '../../../src/components/static-markup';

/** React's own markup for the same elements: what the HTML pass would have written. */
const reactMarkup = (node: ReactNode) => renderToStaticMarkup(h(Fragment, null, node));

function Title({ level, children }: { level: 2 | 3; children?: ReactNode }) {
  return h(`h${level}`, { className: 'title' }, children);
}

const card = h(
  'article',
  { className: 'card' },
  h('img', {
    src: '/api/files/p/1/a.png?thumb=720x405',
    srcSet: '/api/files/p/1/a.png?thumb=320x180 320w, /api/files/p/1/a.png?thumb=720x405 720w',
    sizes: '(min-width: 960px) 33vw, calc(100vw - 2rem)',
    width: 960,
    height: 540,
    alt: '',
    loading: 'lazy',
    decoding: 'async',
  }),
  h(
    'svg',
    { 'aria-hidden': true, viewBox: '0 0 16 9', className: 'picture' },
    h('rect', { width: '16', height: '9', fill: 'var(--color-surface-alt)' }),
    h('path', {
      d: 'M5 6.5 7.5 3.5z',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2.5',
      strokeLinecap: 'round',
    }),
  ),
  h(
    'p',
    { className: 'meta' },
    h('span', null, 'Veranstaltung', ' · '),
    h('time', { dateTime: '2026-12-04T08:00:00.000Z' }, '4. Dezember 2026'),
  ),
  h(Title, { level: 3 }, h('a', { href: '/posts/post1', className: 'link' }, 'Tag der offenen Tür')),
  h('p', null, 'Wir freuen uns auf Sie & Ihre Kinder – <b>nicht</b> fett, "zitiert", it\'s', 42, null, false, true),
  h('ul', null, [h('li', { key: 'a', 'data-class': 'a1' }, '1a'), h('li', { key: 'b', 'data-current': false }, '2b')]),
);

const searchForm = h(
  Fragment,
  null,
  h('label', { htmlFor: 'suche-kopf', className: 'visually-hidden' }, 'Website durchsuchen'),
  h('input', {
    id: 'suche-kopf',
    type: 'search',
    name: 'q',
    defaultValue: 'Sport"tag',
    maxLength: 100,
    placeholder: 'Suchen …',
    autoComplete: 'off',
    enterKeyHint: 'search',
    required: true,
    disabled: false,
    className: 'field',
  }),
  h('button', { type: 'submit', name: 'go', className: 'button' }, 'Suchen'),
);

const monthTable = h(
  Fragment,
  null,
  h('caption', { className: 'visually-hidden' }, 'Termine im Dezember'),
  h(
    'thead',
    null,
    h(
      'tr',
      null,
      ['Mo', 'Di'].map((day) => h('th', { key: day, scope: 'col', abbr: day }, day)),
    ),
  ),
  h(
    'tbody',
    null,
    h('tr', null, h('td', { colSpan: 2, rowSpan: 'x', tabIndex: -1, hidden: true, 'aria-current': 'date' }, h('br'))),
  ),
);

describe('static markup: the HTML React would write, from the RSC pass', () => {
  test.each([
    ['a card: image, SVG, time, nested components, text, lists', card],
    ['a search form: label, input with its value last, button', searchForm],
    ['a month table: caption, header cells, numbers, booleans, aria', monthTable],
    [
      'sanitised HTML as it is',
      h('div', { className: 'prose', dangerouslySetInnerHTML: { __html: '<p>A &amp; <em>B</em></p>' } }),
    ],
    ['nothing at all', [null, undefined, false, []]],
  ])('%s', (_name, node) => {
    expect(staticMarkup(node)).toBe(reactMarkup(node));
  });

  test('escapes text and attribute values, and blocks javascript: URLs as React does', () => {
    const node = h('a', { href: ' javascript:alert(1)', title: `<"'&>` }, '<script>alert(1)</script>');
    expect(staticMarkup(node)).toBe(reactMarkup(node));
    expect(staticMarkup(node)).not.toContain('<script>');
    expect(staticMarkup(node)).not.toContain('javascript:alert');
  });

  test('leaves out event handler props and props that are no attributes, as React does', () => {
    const node = h('div', { onclick: 'alert(1)', suppressHydrationWarning: true, defaultValue: 'x', src: '' }, 'a');
    expect(staticMarkup(node)).toBe('<div>a</div>');
    expect(staticMarkup(node)).toBe(reactMarkup(node));
  });

  test('keeps an empty href on a link only, as React does', () => {
    const node = h(Fragment, null, h('a', { href: '' }, 'a'), h('area', { href: '' }));
    expect(staticMarkup(node)).toBe('<a href="">a</a><area/>');
    expect(staticMarkup(node)).toBe(reactMarkup(node));
  });
});

describe('content the static markup does not take renders as elements instead', () => {
  const clientComponent = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
  async function AsyncPart() {
    return h('p', null, 'später');
  }

  test.each([
    ['a client component', h('div', null, h(clientComponent))],
    ['an async server component', h('div', null, h(AsyncPart))],
    ['a style object', h('p', { style: { color: 'red' } }, 'rot')],
    ['form state React keeps', h('select', { defaultValue: 'b' }, h('option', { value: 'b' }, 'B'))],
    ['an element React hoists into <head>', h('link', { rel: 'stylesheet', href: '/a.css' })],
    ['a custom element', h('school-map', null)],
    ['something that is no element', h('div', null, { text: 'x' } as unknown as ReactNode)],
  ])('%s', (_name, node) => {
    expect(staticMarkup(node)).toBeUndefined();
  });

  test('an error in a server component is not swallowed', () => {
    function Broken(): ReactNode {
      throw new TypeError('kaputt');
    }
    expect(() => staticMarkup(h('div', null, h(Broken)))).toThrow('kaputt');
  });
});
