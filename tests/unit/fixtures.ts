import type { CalendarEntry, Post } from '../../src/lib/domain/types';

/** A public post of Aktuelles without text, files, classes or teachers: a test adds what it is about. */
export const aPost = (over: Partial<Post> = {}): Post => ({
  id: 'post00000000001',
  collectionId: 'posts',
  title: 'Sporttag',
  files: [],
  catigory: 'post',
  pin: false,
  archiv: false,
  classIds: [],
  teacherIds: [],
  created: '2026-05-01 08:00:00.000Z',
  updated: '2026-05-01 08:00:00.000Z',
  classes: [],
  teachers: [],
  publishing: { status: 'published', publishAt: '' },
  ...over,
});

/** A public calendar entry of two hours, for no class in particular. */
export const anEntry = (over: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: 'cal00000000001',
  title: 'Elternabend',
  from: '2026-03-10 17:00:00.000Z',
  to: '2026-03-10 19:00:00.000Z',
  countdown: false,
  classes: [],
  updated: '2026-02-01 08:00:00.000Z',
  publishing: { status: 'published', publishAt: '' },
  ...over,
});

/** Paths that a browser reads as another host ("//host", a backslash, a tab in the slashes): never one of ours. */
export const OTHER_HOST_PATHS = ['//evil.example', '/\\evil.example', '/\t/evil.example'];
