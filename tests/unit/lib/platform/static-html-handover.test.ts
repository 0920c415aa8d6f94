import { expect, test } from 'vitest';
import {
  leaveStaticHtml,
  MAX_HANDED_OVER,
  releaseStaticHtml,
  takeStaticHtml,
} from '../../../../src/lib/platform/static-html-handover';

test('the HTML pass takes what the RSC pass left, each element under an id of its own', () => {
  const first = leaveStaticHtml('<p>Elternabend</p>');
  const second = leaveStaticHtml('<p>Sporttag</p>');
  expect(second).not.toBe(first);
  expect(takeStaticHtml(first)).toBe('<p>Elternabend</p>');
  // Taking leaves it: React may render an element twice in one pass.
  expect(takeStaticHtml(first)).toBe('<p>Elternabend</p>');
  expect(takeStaticHtml(second)).toBe('<p>Sporttag</p>');
  releaseStaticHtml([first, second]);
});

test('a released id is gone, and taking it fails loudly instead of leaving the content out', () => {
  const kept = leaveStaticHtml('<p>bleibt</p>');
  const released = leaveStaticHtml('<p>weg</p>');
  releaseStaticHtml([released]);
  expect(() => takeStaticHtml(released)).toThrow(`no content left under id ${released}`);
  expect(takeStaticHtml(kept)).toBe('<p>bleibt</p>');
  releaseStaticHtml([kept]);
});

test('what a request could not release is bounded: past the limit the oldest goes', () => {
  const ids = Array.from({ length: MAX_HANDED_OVER + 1 }, (_, index) => leaveStaticHtml(`<p>${index}</p>`));
  expect(() => takeStaticHtml(ids[0] as string)).toThrow();
  expect(takeStaticHtml(ids[1] as string)).toBe('<p>1</p>');
  expect(takeStaticHtml(ids.at(-1) as string)).toBe(`<p>${MAX_HANDED_OVER}</p>`);
  releaseStaticHtml(ids);
});
