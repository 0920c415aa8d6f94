import { describe, expect, test } from 'vitest';
import {
  areaFilter,
  dashDetailHref,
  describeArea,
  detailHref,
  isListed,
  POST_AREAS,
  postAreaById,
  postAreaOf,
} from '../../../src/lib/domain/post-areas';
import type { Catigory } from '../../../src/lib/domain/types';

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
      'Kategorie Beitrag (post), Veranstaltung (event) und Allgemein (all), neueste zuerst. Die Website zeigt sie unter „Aktuelles“ (/posts). Archivierte stehen dort nicht, nur im Archiv.',
    );
    expect(describeArea(postAreaById('oldButGreat'))).toBe(
      'Kategorie Projekt (project), archiviert, neueste zuerst. Die Website zeigt sie unter „Old but great“ (/old-but-great).',
    );
    expect(describeArea(postAreaById('projects'))).toContain('Projekt (project), nicht archiviert,');
  });
});
