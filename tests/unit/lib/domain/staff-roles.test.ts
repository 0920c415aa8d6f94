import { describe, expect, test } from 'vitest';
import {
  allowedActions,
  appearsAfter,
  CONFIRM_TEXT,
  pendingQuestion,
  editsOtherContent,
  managesTeam,
  publishingFields,
  toStaffRole,
} from '../../../../src/lib/domain/staff-roles';

const NOW = new Date('2026-11-28T12:00:00Z');
const mine = (status: string, publishAt = '') => ({ owner: 'me', publishing: { status, publishAt } as never });

describe('the actions each role sees (the same as PocketBase allows)', () => {
  test('an admin edits as an editor does, everything, and alone manages the team', () => {
    for (const record of [undefined, mine('draft'), mine('review'), mine('published'), mine('')]) {
      expect(allowedActions('admin', record, 'x', NOW)).toEqual(allowedActions('editor', record, 'x', NOW));
    }
    expect(publishingFields('planen', 'admin', '2026-12-24T08:00')).toEqual(
      publishingFields('planen', 'editor', '2026-12-24T08:00'),
    );
    expect(editsOtherContent('admin')).toBe(true);
    expect([managesTeam('admin'), managesTeam('editor'), managesTeam('author'), managesTeam('')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(toStaffRole('admin')).toBe('admin');
    expect(toStaffRole('superuser')).toBe('');
  });
  test('an author writes new posts as drafts or for review, never publishes or schedules', () => {
    expect(allowedActions('author', undefined, 'me', NOW)).toEqual(['entwurf', 'pruefung']);
  });
  test('an author changes and deletes their own drafts and posts in review, nothing public and nothing of others', () => {
    expect(allowedActions('author', mine('draft'), 'me', NOW)).toEqual(['speichern', 'pruefung', 'loeschen']);
    expect(allowedActions('author', mine('review'), 'me', NOW)).toEqual(['speichern', 'entwurf', 'loeschen']);
    expect(allowedActions('author', mine('published'), 'me', NOW)).toEqual([]);
    expect(allowedActions('author', mine(''), 'me', NOW)).toEqual([]);
    expect(allowedActions('author', mine('draft'), 'someone else', NOW)).toEqual([]);
  });
  test('an editor saves (keeping the status), publishes, schedules, takes back and deletes; a public post is saved as public', () => {
    expect(allowedActions('editor', undefined, 'me', NOW)).toEqual([
      'entwurf',
      'pruefung',
      'veroeffentlichen',
      'planen',
    ]);
    expect(allowedActions('editor', mine('review'), 'x', NOW)).toEqual([
      'speichern',
      'veroeffentlichen',
      'planen',
      'entwurf',
      'loeschen',
    ]);
    expect(allowedActions('editor', mine('draft'), 'x', NOW)).toEqual([
      'speichern',
      'veroeffentlichen',
      'planen',
      'pruefung',
      'loeschen',
    ]);
    expect(allowedActions('editor', mine('published'), 'x', NOW)).toEqual(['speichern', 'zurueckziehen', 'loeschen']);
    expect(allowedActions('editor', mine('published', '2026-12-01 08:00:00.000Z'), 'x', NOW)).toEqual([
      'speichern',
      'veroeffentlichen',
      'planen',
      'zurueckziehen',
      'loeschen',
    ]);
  });
  test('no role, or one PocketBase does not know, reads only', () => {
    expect(allowedActions('', undefined, 'me', NOW)).toEqual([]);
    expect(toStaffRole('Admin')).toBe('');
    expect(toStaffRole('editor')).toBe('editor');
    expect(toStaffRole('author')).toBe('author');
  });
});

describe('what an action writes', () => {
  test('"Speichern" sends no status and no publishing time, for every role: PocketBase keeps what it holds', () => {
    for (const role of ['author', 'editor', 'admin'] as const) {
      expect(publishingFields('speichern', role, '2026-12-01T08:00')).toEqual({});
    }
  });
  test('a post will be seen after publishing or scheduling, or after saving one that is public or scheduled', () => {
    const state = (status: string, publishAt = '') => ({ status, publishAt }) as never;
    expect(appearsAfter('veroeffentlichen', undefined, NOW)).toBe(true);
    expect(appearsAfter('planen', state('draft'), NOW)).toBe(true);
    expect(appearsAfter('speichern', state('published'), NOW)).toBe(true);
    expect(appearsAfter('speichern', state('published', '2026-12-01 08:00:00.000Z'), NOW)).toBe(true);
    expect(appearsAfter('speichern', state('review'), NOW)).toBe(false);
    expect(appearsAfter('speichern', undefined, NOW)).toBe(false);
    expect(appearsAfter('entwurf', state('published'), NOW)).toBe(false);
    expect(appearsAfter('zurueckziehen', state('published'), NOW)).toBe(false);
  });
  test('the page asks again only for a button that asks first and that the role still has', () => {
    expect(pendingQuestion('zurueckziehen', ['speichern', 'zurueckziehen'])).toEqual({
      action: 'zurueckziehen',
      text: CONFIRM_TEXT.zurueckziehen,
    });
    expect(pendingQuestion('zurueckziehen', ['speichern'])).toBeUndefined();
    expect(pendingQuestion('speichern', ['speichern'])).toBeUndefined();
    expect(pendingQuestion(undefined, ['speichern', 'zurueckziehen'])).toBeUndefined();
  });
  test('authors never send publish_at; editors clear it unless they schedule, on Vienna time', () => {
    expect(publishingFields('pruefung', 'author', '2026-12-01T08:00')).toEqual({ status: 'review' });
    expect(publishingFields('veroeffentlichen', 'editor', '2026-12-01T08:00')).toEqual({
      status: 'published',
      publish_at: '',
    });
    expect(publishingFields('planen', 'editor', '2026-12-01T08:00')).toEqual({
      status: 'published',
      publish_at: '2026-12-01T07:00:00.000Z',
    });
    expect(publishingFields('zurueckziehen', 'editor', '')).toEqual({ status: 'draft', publish_at: '' });
  });
});
