import { describe, expect, test } from 'vitest';
import {
  allowedActions,
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
    expect(allowedActions('author', mine('draft'), 'me', NOW)).toEqual(['entwurf', 'pruefung', 'loeschen']);
    expect(allowedActions('author', mine('review'), 'me', NOW)).toEqual(['entwurf', 'pruefung', 'loeschen']);
    expect(allowedActions('author', mine('published'), 'me', NOW)).toEqual([]);
    expect(allowedActions('author', mine(''), 'me', NOW)).toEqual([]);
    expect(allowedActions('author', mine('draft'), 'someone else', NOW)).toEqual([]);
  });
  test('an editor publishes, schedules, takes back and deletes; a public post is no longer a draft to save', () => {
    expect(allowedActions('editor', undefined, 'me', NOW)).toEqual([
      'entwurf',
      'pruefung',
      'veroeffentlichen',
      'planen',
    ]);
    expect(allowedActions('editor', mine('review'), 'x', NOW)).toEqual([
      'entwurf',
      'pruefung',
      'veroeffentlichen',
      'planen',
      'loeschen',
    ]);
    expect(allowedActions('editor', mine('published'), 'x', NOW)).toEqual([
      'veroeffentlichen',
      'planen',
      'zurueckziehen',
      'loeschen',
    ]);
    expect(allowedActions('editor', mine('published', '2026-12-01 08:00:00.000Z'), 'x', NOW)).toContain(
      'zurueckziehen',
    );
  });
  test('no role, or one PocketBase does not know, reads only', () => {
    expect(allowedActions('', undefined, 'me', NOW)).toEqual([]);
    expect(toStaffRole('Admin')).toBe('');
    expect(toStaffRole('editor')).toBe('editor');
    expect(toStaffRole('author')).toBe('author');
  });
});

describe('what an action writes', () => {
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
