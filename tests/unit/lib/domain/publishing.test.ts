import { describe, expect, test } from 'vitest';
import {
  isPublic,
  PUBLISHING_LABELS,
  previewHref,
  publishingState,
  toPublishing,
} from '../../../../src/lib/domain/publishing';

const now = new Date('2026-11-26T07:00:00.000Z');

describe('publishing rule', () => {
  test.each([
    ['', '', 'public'],
    ['published', '', 'public'],
    ['draft', '', 'draft'],
    ['review', '', 'review'],
    ['published', '2026-11-26 07:00:01.000Z', 'scheduled'],
    ['published', '2026-11-26 07:00:00.000Z', 'public'],
    ['published', '2026-11-26 06:59:59.000Z', 'public'],
    ['', '2026-12-01 07:00:00.000Z', 'scheduled'],
    ['draft', '2020-01-01 07:00:00.000Z', 'draft'],
  ])('status %j, publish_at %j: %s', (status, publishAt, state) => {
    expect(publishingState(toPublishing(status, publishAt), now)).toBe(state);
    expect(isPublic(toPublishing(status, publishAt), now)).toBe(state === 'public');
  });

  test('a status the site does not know (an adopter added it) is not public', () => {
    expect(toPublishing('archived', '')).toEqual({ status: 'draft', publishAt: '' });
  });

  test('a missing status or publish_at (a record from before) reads as empty', () => {
    expect(toPublishing(undefined, undefined)).toEqual({ status: '', publishAt: '' });
  });
});

describe('how the dashboard names it', () => {
  test('each state in German, and a preview by its post id', () => {
    expect(PUBLISHING_LABELS).toEqual({
      public: 'Öffentlich',
      draft: 'Entwurf',
      review: 'Zur Prüfung',
      scheduled: 'Geplant',
    });
    expect(previewHref('post00000000040')).toBe('/dash/vorschau/post00000000040');
  });
});
