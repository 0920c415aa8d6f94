import { describe, expect, test } from 'vitest';
import {
  chosenFileProblem,
  DRAFT_MAX_AGE_MS,
  draftKey,
  readDraft,
  sameValues,
} from '../../../../src/lib/domain/form-drafts';

const MB = 1024 * 1024;

describe('a form’s draft in the browser', () => {
  test('is kept per account and form', () => {
    expect(draftKey('a', '/dash/posts/new')).not.toBe(draftKey('b', '/dash/posts/new'));
    expect(draftKey('a', '/dash/posts/new')).not.toBe(draftKey('a', '/dash/calendar/new'));
  });
  test('is read back when it is whole and recent; garbage and old drafts are not offered', () => {
    const values: Array<[string, string]> = [['title', 'Wandertag']];
    const now = 10 * DRAFT_MAX_AGE_MS;
    expect(readDraft(JSON.stringify({ savedAt: now - 1000, values }), now)).toEqual({ savedAt: now - 1000, values });
    expect(readDraft(JSON.stringify({ savedAt: now - DRAFT_MAX_AGE_MS - 1, values }), now)).toBeUndefined();
    expect(readDraft('{kaputt', now)).toBeUndefined();
    expect(readDraft(JSON.stringify({ values }), now)).toBeUndefined();
    expect(readDraft(null, now)).toBeUndefined();
    expect(
      readDraft(
        JSON.stringify({
          savedAt: now,
          values: [
            ['a', 1],
            ['b', 'x'],
          ],
        }),
        now,
      )?.values,
    ).toEqual([['b', 'x']]);
  });
  test('counts as changed when any value or its order differs', () => {
    expect(sameValues([['a', '1']], [['a', '1']])).toBe(true);
    expect(sameValues([['a', '1']], [['a', '2']])).toBe(false);
    expect(sameValues([['a', '1']], [['b', '1']])).toBe(false);
    expect(
      sameValues(
        [['a', '1']],
        [
          ['a', '1'],
          ['c', ''],
        ],
      ),
    ).toBe(false);
  });
});

describe('a chosen file, checked before it goes up', () => {
  const accept = 'application/pdf,.pdf';
  test('too large: named, with its size and the limit', () => {
    expect(chosenFileProblem({ name: 'brief.pdf', size: 31 * MB, type: 'application/pdf' }, accept, 10 * MB)).toBe(
      '„brief.pdf“ ist 31 MB groß; erlaubt sind höchstens 10 MB. Bitte wählen Sie eine kleinere Datei.',
    );
    expect(chosenFileProblem({ name: 'brief.pdf', size: 10 * MB, type: 'application/pdf' }, accept, 10 * MB)).toBe(
      undefined,
    );
  });
  test('a type the field does not take: named, with what it takes; the extension or the type may fit', () => {
    expect(chosenFileProblem({ name: 'tabelle.xlsx', size: 1, type: '' }, accept, MB)).toBe(
      '„tabelle.xlsx“ hat ein Format, das dieses Feld nicht annimmt. Erlaubt: .pdf.',
    );
    expect(chosenFileProblem({ name: 'BRIEF.PDF', size: 1, type: '' }, accept, MB)).toBeUndefined();
    expect(chosenFileProblem({ name: 'brief', size: 1, type: 'application/pdf' }, accept, MB)).toBeUndefined();
  });
});
