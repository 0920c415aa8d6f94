import { describe, expect, test } from 'vitest';
import { changesBySave, changesSincePublic, lastPublicVersion, textChanges } from '../../../../src/lib/domain/review';

describe('what changed since a post was last public', () => {
  test('word by word: kept, added and removed', () => {
    expect(textChanges('Der Wandertag ist am Montag', 'Der Wandertag ist am Dienstag')).toEqual([
      { kind: 'same', text: 'Der Wandertag ist am ' },
      { kind: 'removed', text: 'Montag' },
      { kind: 'added', text: 'Dienstag' },
    ]);
  });
  test('the last public version is the newest one visitors could see when it was replaced', () => {
    const versions = [
      { savedAt: '2026-12-03 10:00:00.000Z', data: { status: 'draft', title: 'Entwurf' } },
      {
        savedAt: '2026-12-02 10:00:00.000Z',
        data: { status: 'published', publish_at: '2026-12-05 08:00:00.000Z', title: 'Geplant' },
      },
      {
        savedAt: '2026-12-01 10:00:00.000Z',
        data: { status: 'published', publish_at: '', title: 'Öffentlich', description: '<p>Text</p>' },
      },
    ];
    expect(lastPublicVersion(versions)).toEqual({
      savedAt: '2026-12-01 10:00:00.000Z',
      title: 'Öffentlich',
      description: '<p>Text</p>',
    });
    expect(lastPublicVersion(versions.slice(0, 2))).toBeUndefined();
  });
  test('compared as plain text; unchanged says so; never public says so', () => {
    const before = { savedAt: 'x', title: 'Sporttag', description: '<p>Am <strong>Montag</strong></p>' };
    expect(changesSincePublic({ title: 'Sporttag', description: '<p>Am Montag</p>' }, before)).toMatchObject({
      kind: 'compared',
      changed: false,
    });
    const changed = changesSincePublic({ title: 'Sporttag', description: '<p>Am Freitag</p>' }, before);
    expect(changed).toMatchObject({ kind: 'compared', changed: true });
    expect(changesSincePublic({ title: 'Neu', description: '' }, undefined)).toEqual({ kind: 'never-public' });
  });
});

describe('what each save changed', () => {
  test('each version compares with the one after it, the newest with the post now; a save of other fields says so', () => {
    const now = { title: 'Wandertag am Sonnenberg', description: '<p>Alle waren dabei.</p>' };
    const versions = [
      { title: 'Wandertag am Sonnenberg', description: '<p>Alle waren dabei.</p>' },
      { title: 'Wandertag', description: '<p>Alle waren dabei.</p>' },
      { title: 'Wandertag', description: '' },
    ];
    const [newest, middle, oldest] = changesBySave(versions, now);
    expect(newest?.changed).toBe(false);
    expect(middle?.changed).toBe(true);
    expect(middle?.title.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual([
      'am Sonnenberg',
    ]);
    expect(middle?.text.every((part) => part.kind === 'same')).toBe(true);
    expect(oldest?.text.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual([
      'Alle waren dabei.',
    ]);
  });
});
