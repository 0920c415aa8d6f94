import { describe, expect, test } from 'vitest';
import type { FileRef } from '../../../src/lib/content';
import {
  findCalendarProblems,
  findCarouselProblems,
  findClassProblems,
  findPostProblems,
  findTeacherProblems,
  knownIdsOf,
  summarizeProblems,
} from '../../../src/lib/domain/content-problems';

const image: FileRef = { name: 'bild.png', url: '/api/files/c/r/bild.png', isImage: true };
const known = knownIdsOf([{ id: 'class000000001' }], [{ id: 'teacher0000001' }]);
const now = new Date('2026-11-22T10:00:00Z');

const post = (overrides: Partial<Parameters<typeof findPostProblems>[0]> = {}) => ({
  description: '<p>Text</p>',
  files: [image],
  classIds: ['class000000001'],
  teacherIds: ['teacher0000001'],
  ...overrides,
});
const codes = (problems: Array<{ code: string }>) => problems.map((problem) => problem.code);

describe('post checks', () => {
  test('a complete post has no problems', () => {
    expect(findPostProblems(post(), known)).toEqual([]);
  });

  test('a post without files is flagged', () => {
    expect(codes(findPostProblems(post({ files: [] }), known))).toEqual(['post-without-files']);
  });

  test('a post whose description is missing or holds only empty markup is flagged', () => {
    expect(codes(findPostProblems(post({ description: undefined }), known))).toEqual(['post-without-description']);
    expect(codes(findPostProblems(post({ description: '<p> &nbsp; </p>' }), known))).toEqual([
      'post-without-description',
    ]);
  });

  test('a post pointing at a class or teacher that does not exist names the missing ids', () => {
    const problems = findPostProblems(
      post({ classIds: ['class000000001', 'gone00000000001'], teacherIds: ['x'] }),
      known,
    );
    expect(codes(problems)).toEqual(['broken-relation', 'broken-relation']);
    expect(problems[0]?.message).toContain('gone00000000001');
    expect(problems[0]?.message).not.toContain('class000000001');
    expect(problems[1]?.message).toMatch(/Lehrkraft/);
  });

  test('messages are German sentences', () => {
    const messages = findPostProblems(post({ files: [], description: '' }), known).map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/Dateien/), expect.stringMatching(/Beschreibung/)]);
  });
});

describe('other collections', () => {
  test('a carousel entry without image is flagged, one with image is not', () => {
    expect(codes(findCarouselProblems({}))).toEqual(['carousel-without-image']);
    expect(findCarouselProblems({ image })).toEqual([]);
  });

  test('a class without photo or class teacher is flagged for each', () => {
    expect(codes(findClassProblems({}, known))).toEqual(['class-without-photo', 'class-without-teacher']);
    expect(findClassProblems({ photo: image, teacherId: 'teacher0000001' }, known)).toEqual([]);
  });

  test('a class whose teacher no longer exists has a broken relation, not a missing teacher', () => {
    expect(codes(findClassProblems({ photo: image, teacherId: 'gone00000000001' }, known))).toEqual([
      'broken-relation',
    ]);
  });

  test('a teacher without avatar is flagged', () => {
    expect(codes(findTeacherProblems({}))).toEqual(['teacher-without-avatar']);
    expect(findTeacherProblems({ avatar: image })).toEqual([]);
  });
});

describe('calendar checks', () => {
  const entry = { from: '2026-12-01 09:00:00.000Z', countdown: true, classIds: ['class000000001'] };

  test('a countdown event that has already started is flagged, a future one is not', () => {
    expect(findCalendarProblems(entry, known, now)).toEqual([]);
    expect(codes(findCalendarProblems({ ...entry, from: '2026-11-01 09:00:00.000Z' }, known, now))).toEqual([
      'countdown-in-past',
    ]);
  });

  test('a past event without countdown is fine', () => {
    expect(findCalendarProblems({ ...entry, countdown: false, from: '2020-01-01 00:00:00.000Z' }, known, now)).toEqual(
      [],
    );
  });

  test('relevant classes that do not exist are broken relations', () => {
    expect(codes(findCalendarProblems({ ...entry, classIds: ['gone00000000001'] }, known, now))).toEqual([
      'broken-relation',
    ]);
  });
});

describe('areas and summary', () => {
  test('the summary counts each problem once, in the list that shows it', () => {
    const summary = summarizeProblems(
      {
        posts: [
          { ...post({ files: [] }), catigory: 'project', archiv: true },
          { ...post({ classIds: ['gone00000000001'] }), catigory: 'creative', archiv: false },
          { ...post(), catigory: 'post', archiv: false },
        ],
        classes: [{ id: 'class000000001', teacherId: 'teacher0000001' }],
        teachers: [{ id: 'teacher0000001', avatar: image }],
        calendar: [{ from: '2020-01-01 00:00:00.000Z', countdown: true, classIds: [] }],
        carousel: [{}, { image }],
      },
      now,
    );
    expect(summary.byArea).toMatchObject({
      oldButGreat: 1,
      creative: 1,
      posts: 0,
      classes: 1,
      teachers: 0,
      calendar: 1,
      carousel: 1,
    });
    expect(summary.total).toBe(5);
  });
});

describe('content problem messages (German, for editors)', () => {
  const known2 = knownIdsOf([{ id: 'class000000001' }], [{ id: 'teacher0000001' }]);
  const messages = (problems: Array<{ message: string }>) => problems.map((problem) => problem.message);

  test('each problem says what is wrong and, for broken relations, which ids', () => {
    expect(
      messages(
        findPostProblems({ description: '', files: [], classIds: ['gone1'], teacherIds: ['gone2', 'gone3'] }, known2),
      ),
    ).toEqual([
      'Keine Dateien: Der Beitrag hat weder Bilder noch Anhänge.',
      'Keine Beschreibung: Der Beitrag hat keinen Text.',
      'Verknüpfung ins Leere: Verknüpfte Klasse existiert nicht (ID gone1).',
      'Verknüpfung ins Leere: Verknüpfte Lehrkraft existieren nicht (ID gone2, gone3).',
    ]);
    expect(messages(findCarouselProblems({}))).toEqual(['Kein Bild: Der Eintrag erscheint nicht im Karussell.']);
    expect(messages(findClassProblems({}, known2))).toEqual(['Kein Klassenfoto.', 'Kein Klassenvorstand zugeordnet.']);
    expect(messages(findClassProblems({ photo: image, teacherId: 'gone4' }, known2))).toEqual([
      'Verknüpfung ins Leere: Der Klassenvorstand existiert nicht (ID gone4).',
    ]);
    expect(messages(findTeacherProblems({}))).toEqual(['Kein Profilbild: Die Website zeigt nur die Initialen.']);
    expect(
      messages(
        findCalendarProblems({ from: '2026-11-22 09:00:00.000Z', countdown: true, classIds: ['gone5'] }, known2, now),
      ),
    ).toEqual([
      'Countdown-Termin liegt in der Vergangenheit und wird nicht mehr angezeigt.',
      'Verknüpfung ins Leere: Verknüpfte Klasse existiert nicht (ID gone5).',
    ]);
  });

  test('a countdown entry starting right now is already past; one a second later is not', () => {
    const at = (date: Date) => ({ from: date.toISOString().replace('T', ' '), countdown: true, classIds: [] });
    expect(findCalendarProblems(at(now), known2, now)).toHaveLength(1);
    expect(findCalendarProblems(at(new Date(now.getTime() + 1000)), known2, now)).toHaveLength(0);
  });

  test('teacher problems count towards the teachers list', () => {
    const summary = summarizeProblems(
      { posts: [], classes: [], teachers: [{ id: 't1' }, { id: 't2' }], calendar: [], carousel: [] },
      now,
    );
    expect(summary.byArea.teachers).toBe(2);
    expect(summary.total).toBe(2);
  });
});
