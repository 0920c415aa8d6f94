import { describe, expect, test } from 'vitest';
import {
  areaFilter,
  dashDetailHref,
  describeArea,
  detailHref,
  detailRouteArea,
  isListed,
  isMarked,
  POST_AREAS,
  postAreaById,
  postAreaOf,
  publicPlaces,
} from '../../../../src/lib/domain/post-areas';
import type { Catigory } from '../../../../src/lib/domain/types';
import { CATIGORIES, PINNED_LIST, PUBLIC_LISTS } from '../../../helpers/contract';

const place = (catigory: Catigory, archiv = false) => ({ id: 'abcdefghijklmno', catigory, archiv });

describe('post areas', () => {
  test('every post belongs to exactly one area', () => {
    const cases: Array<[Catigory, boolean, string]> = [
      ['post', false, 'posts'],
      ['post', true, 'posts'],
      ['event', false, 'posts'],
      ['all', true, 'posts'],
      ['creative', true, 'creative'],
      ['project', false, 'projects'],
      ['project', true, 'oldButGreat'],
      ['currentProject', true, 'current'],
    ];
    for (const [catigory, archiv, area] of cases) {
      expect(postAreaOf({ catigory, archiv }).id, `${catigory} ${archiv}`).toBe(area);
      const owners = POST_AREAS.filter((row) => isListed({ ...row, listsArchived: true }, { catigory, archiv }));
      expect(owners.map((row) => row.id)).toEqual([area]);
    }
  });

  test('a detail link leads to the page of the post’s own area (archived projects to old-but-great)', () => {
    expect(detailHref(place('post'))).toBe('/posts/abcdefghijklmno');
    expect(detailHref(place('event'))).toBe('/posts/abcdefghijklmno');
    expect(detailHref(place('creative'))).toBe('/posts/abcdefghijklmno');
    expect(detailHref(place('project'))).toBe('/projects/abcdefghijklmno');
    expect(detailHref(place('project', true))).toBe('/old-but-great/abcdefghijklmno');
    expect(detailHref(place('currentProject'))).toBe('/aktuellesGrossprojekt/abcdefghijklmno');
  });

  test('the dashboard opens the current project under projects, the others under their own list', () => {
    expect(dashDetailHref(place('currentProject'))).toBe('/dash/projects/abcdefghijklmno');
    expect(dashDetailHref(place('project', true))).toBe('/dash/old-but-great/abcdefghijklmno');
    expect(dashDetailHref(place('creative'))).toBe('/dash/creative/abcdefghijklmno');
    expect(dashDetailHref(place('all'))).toBe('/dash/posts/abcdefghijklmno');
  });

  test('Aktuelles lists post, event and all, not archived; staff see the archived ones too', () => {
    const posts = postAreaById('posts');
    expect(areaFilter(posts, 'public')).toEqual({ catigories: ['post', 'event', 'all'], archived: false });
    expect(areaFilter(posts, 'dashboard')).toEqual({ catigories: ['post', 'event', 'all'] });
    expect(isListed(posts, place('event'))).toBe(true);
    expect(isListed(posts, place('post', true))).toBe(false);
    expect(isListed(posts, place('creative'))).toBe(false);
  });

  test('projects split by the archiv flag in public and dashboard alike; creative keeps its archived posts', () => {
    for (const scope of ['public', 'dashboard'] as const) {
      expect(areaFilter(postAreaById('projects'), scope)).toEqual({ catigories: ['project'], archived: false });
      expect(areaFilter(postAreaById('oldButGreat'), scope)).toEqual({ catigories: ['project'], archived: true });
      expect(areaFilter(postAreaById('creative'), scope)).toEqual({ catigories: ['creative'] });
    }
    expect(isListed(postAreaById('creative'), place('creative', true))).toBe(true);
  });

  test('the dashboard describes each area from its row', () => {
    expect(describeArea(postAreaById('posts'))).toBe(
      'Kategorie Beitrag, Veranstaltung und Allgemein, neueste zuerst. ' +
        'Auf der Website: „Aktuelles“ und die 6 neuesten auf der Startseite unter „Neueste Beiträge“. ' +
        'Archivierte: nur „Archiv“. ' +
        'Angeheftete zusätzlich auf der Startseite unter „Wichtig“. ' +
        'Veranstaltung ist auf der Website überall als „Veranstaltung“ markiert.',
    );
    expect(describeArea(postAreaById('oldButGreat'))).toBe(
      'Kategorie Projekt, archiviert, neueste zuerst. ' +
        'Auf der Website: „Old but great“ und „Archiv“. ' +
        'Angeheftete zusätzlich auf der Startseite unter „Wichtig“.',
    );
    expect(describeArea(postAreaById('projects'))).toContain('Projekt, nicht archiviert,');
  });
});

const hrefs = (places: Array<{ href: string }>) => places.map((p) => p.href).sort();

describe('where a post shows on the public site', () => {
  test.each(CATIGORIES)(
    'posts of catigory %s appear on exactly the public lists the contract names, archived or not',
    (c) => {
      expect(hrefs(publicPlaces({ catigory: c, archiv: false, pin: false }))).toEqual(
        [...PUBLIC_LISTS[c].current].sort(),
      );
      expect(hrefs(publicPlaces({ catigory: c, archiv: true, pin: false }))).toEqual(
        [...PUBLIC_LISTS[c].archived].sort(),
      );
    },
  );

  test.each(CATIGORIES)(
    'pinned posts of catigory %s also appear under “Wichtig” on the home page, archived or not',
    (c) => {
      for (const archiv of [false, true]) {
        const places = publicPlaces({ catigory: c, archiv, pin: true });
        expect(hrefs(places)).toEqual([...PUBLIC_LISTS[c][archiv ? 'archived' : 'current'], PINNED_LIST].sort());
        expect(places.find((p) => p.href === PINNED_LIST)?.name).toBe('Startseite, „Wichtig“');
      }
    },
  );

  test('only event posts carry their catigory as a mark on their cards', () => {
    expect(CATIGORIES.filter((catigory) => isMarked({ catigory }))).toEqual(['event']);
  });

  test('the dashboard’s description of each area names every public page its posts appear on', () => {
    for (const area of POST_AREAS) {
      const text = describeArea(area);
      for (const catigory of area.catigories) {
        const flags = 'archived' in area ? [area.archived] : [false, true];
        for (const archiv of flags) {
          const places = publicPlaces({ catigory, archiv, pin: false });
          expect(places.length, `${area.id}: ${catigory} ${archiv}`).toBe(
            PUBLIC_LISTS[catigory][archiv ? 'archived' : 'current'].length,
          );
          for (const place of places) expect(text, `${area.id}: ${catigory} ${archiv}`).toContain(place.phrase);
        }
      }
      expect(text, area.id).toContain('„Wichtig“');
      expect(text.includes('„Archiv“'), area.id).toBe(area.id !== 'projects');
    }
    expect(describeArea(postAreaById('posts'))).toContain('als „Veranstaltung“ markiert');
  });
});

describe('the detail route a post is shown under, and its way back', () => {
  test.each<[Catigory, boolean, string, string]>([
    ['post', false, '/posts', 'Alle Beiträge'],
    ['creative', false, '/posts', 'Alle Beiträge'],
    ['project', false, '/projects', 'Alle Projekte'],
    ['project', true, '/old-but-great', 'Alle abgeschlossenen Projekte'],
    ['currentProject', false, '/aktuellesGrossprojekt', 'Zum Großprojekt'],
  ])('%s (archiv %s): %s, back "%s"', (catigory, archiv, list, backLabel) => {
    const area = detailRouteArea({ catigory, archiv });
    expect([area.list, 'backLabel' in area ? area.backLabel : undefined]).toEqual([list, backLabel]);
  });
});
