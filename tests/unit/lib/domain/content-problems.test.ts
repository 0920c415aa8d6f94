import { describe, expect, test } from 'vitest';
import type { FileRef } from '../../../../src/lib/content';
import {
  findCalendarProblems,
  findCarouselProblems,
  findClassProblems,
  findPostProblems,
  findTeacherProblems,
  knownIdsOf,
  summarizeProblems,
} from '../../../../src/lib/domain/content-problems';
import { auditHtml } from '../../../../src/lib/domain/sanitize-html';

const image: FileRef = { name: 'bild.png', url: '/api/files/c/r/bild.png', isImage: true };
const described: FileRef = { ...image, alt: 'Die 2A beim Schikurs' };
const known = knownIdsOf([{ id: 'class000000001' }], [{ id: 'teacher0000001' }]);
const now = new Date('2026-11-22T10:00:00Z');

const post = (overrides: Partial<Parameters<typeof findPostProblems>[0]> = {}) => ({
  description: '<p>Text</p>',
  files: [described],
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

  test('photos without an alt text are counted in one problem; decorative photos and PDFs are not', () => {
    const file = (name: string, alt?: string): FileRef => ({ name, url: `/api/files/c/r/${name}`, isImage: true, alt });
    const problems = findPostProblems(
      post({
        files: [
          file('a.jpg'),
          file('b.JPEG', 'Die Bühne vor der Premiere'),
          file('c.png', ''),
          file('d.svg'),
          { name: 'plan.pdf', url: '/api/files/c/r/plan.pdf', isImage: false },
        ],
      }),
      known,
    );
    // An SVG is not a photo of a post: the site offers it only as a download, and says so.
    expect(codes(problems)).toEqual(['post-photos-without-alt', 'file-not-allowed']);
    expect(problems[0]?.message).toMatch(/^1 Foto ohne Alternativtext: /);
    expect(problems[1]?.message).toContain('„d.svg“ ist keine Datei, die die Website zeigt');
    expect(findPostProblems(post({ files: [file('e.webp')] }), known)[0]?.message).toMatch(
      /^1 Foto ohne Alternativtext: .*„Alternativtext“ .*„Dekorativ“/,
    );
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
    expect(findCalendarProblems({ ...entry, countdown: false, from: '2020-01-01 09:00:00.000Z' }, known, now)).toEqual(
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
          { ...post({ files: [image, image] }), catigory: 'currentProject', archiv: false },
        ],
        classes: [{ id: 'class000000001', teacherId: 'teacher0000001' }],
        teachers: [{ id: 'teacher0000001', avatar: image }],
        calendar: [{ from: '2020-01-01 09:00:00.000Z', countdown: true, classIds: [] }],
        carousel: [{}, { image }],
      },
      now,
    );
    expect(summary.byArea).toMatchObject({
      oldButGreat: 1,
      creative: 1,
      current: 1,
      posts: 0,
      classes: 1,
      teachers: 0,
      calendar: 1,
      carousel: 1,
    });
    expect(summary.total).toBe(6);
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

const SITE = 'https://schule.example';
const audited = (html: string) => ({
  description: auditHtml(html, SITE).html,
  descriptionAudit: auditHtml(html, SITE),
});

describe('what visitors miss in a post’s text', () => {
  test('embeds the sanitiser removes with their content are named, with what visitors see and how to fix it', () => {
    const problems = findPostProblems(
      post(
        audited(
          '<p>Unser Video:</p><iframe src="https://video.example/v/1"></iframe><script>track()</script>' +
            '<object data="film.swf"></object><embed src="film.swf"><style>p{color:red}</style>',
        ),
      ),
      known,
    );
    expect(codes(problems)).toEqual(['post-embed-removed']);
    expect(problems[0]?.message).toBe(
      'Eingebettete Inhalte fehlen auf der Website: <iframe>, <script>, <object>, <embed>, <style>. ' +
        'Die Website entfernt sie samt Inhalt aus der Beschreibung, Besucher:innen sehen an ihrer Stelle nichts. ' +
        'Abhilfe: Videos, Dokumente und Bilder als Datei am Beitrag hochladen (Feld „files“) oder als Link einfügen.',
    );
  });

  test('other elements the sanitiser removes are named too: forms, video, frames of layout; their text stays', () => {
    const problems = findPostProblems(
      post(
        audited(
          '<form action="https://umfrage.example"><input name="q"><button>Senden</button></form>' +
            '<video src="/api/files/a/b/film.mp4">Ihr Browser kann das nicht.</video><h1>Titel</h1><p>Text</p>',
        ),
      ),
      known,
    );
    expect(codes(problems)).toEqual(['post-markup-removed']);
    expect(problems[0]?.message).toBe(
      'Nicht erlaubte Elemente in der Beschreibung: <form>, <input>, <button>, <video>, <h1>. ' +
        'Die Website entfernt sie, Besucher:innen sehen an ihrer Stelle nur den Text darin (Formularfelder, Videos und Audio fehlen ganz). ' +
        'Abhilfe: mit Absatz, Überschrift 2–4, Liste oder Tabelle formatieren; Videos und Dokumente als Datei am Beitrag hochladen (Feld „files“) oder verlinken.',
    );
  });

  test('an image from another site is flagged: the site’s CSP blocks it, so visitors see nothing there', () => {
    const problems = findPostProblems(
      post(
        audited('<p><img src="https://other.example/bild.jpg" alt="Plakat"> und <img src="/api/files/a/b/c.png"></p>'),
      ),
      known,
    );
    expect(codes(problems)).toEqual(['post-foreign-image']);
    expect(problems[0]?.message).toBe(
      'Bild von einer anderen Website: https://other.example/bild.jpg. ' +
        'Die Website lädt Bilder nur von ihrer eigenen Adresse (Sicherheitsregel), Besucher:innen sehen an seiner Stelle nichts oder nur den Alternativtext. ' +
        'Abhilfe: das Bild als Datei am Beitrag hochladen (Feld „files“), dann zeigt die Website es als Titelbild oder in der Galerie, und es aus dem Text löschen.',
    );
  });

  test('images and links whose address the sanitiser refuses are counted', () => {
    const problems = findPostProblems(
      post(
        audited(
          '<p><img src="x"><img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">Klick</a> ' +
            '<a href="seite.html">Seite</a> <a href="/eltern">Eltern</a></p>',
        ),
      ),
      known,
    );
    expect(codes(problems)).toEqual(['post-image-removed', 'post-link-removed']);
    expect(problems.map((problem) => problem.message)).toEqual([
      '2 Bilder fehlen auf der Website: Ihre Adresse ist keine vollständige Webadresse (https://…) und kein Pfad der Website (/…). ' +
        'Abhilfe: die Bilder als Datei am Beitrag hochladen (Feld „files“).',
      '2 Links ohne Ziel: Ihre Adresse ist keine vollständige Webadresse (https://…), kein Pfad der Website (/…) und keine E-Mail- oder Telefonadresse (mailto:, tel:). ' +
        'Besucher:innen sehen nur den Linktext. Abhilfe: die vollständige Adresse eintragen.',
    ]);
  });

  test('a post with only allowed formatting, links and own images has none of these problems', () => {
    const html =
      '<h2>Ausflug</h2><p><strong>Fett</strong>, <a href="https://www.wien.gv.at">Wien</a>, <a href="/eltern">Eltern</a>, ' +
      '<a href="mailto:office@schule.example">Mail</a></p><p><img src="/api/files/a/b/bild.png" alt=""></p><ul><li>x</li></ul>';
    expect(findPostProblems(post(audited(html)), known)).toEqual([]);
  });

  test('the seeded hostile post is flagged for its script, iframe, broken image and javascript: link', () => {
    const hostile =
      '<p>Text</p><script>alert(1)</script><p><img src="x" onerror="alert(\'xss\')"> Passwörter</p>' +
      '<p><a href="javascript:alert(document.cookie)">Hier</a></p><iframe src="https://evil.example"></iframe>' +
      '<ul><li onmouseover="alert(2)">Privatsphäre</li></ul>';
    const problems = findPostProblems(post(audited(hostile)), known);
    expect(codes(problems)).toEqual(['post-embed-removed', 'post-image-removed', 'post-link-removed']);
    expect(problems[0]?.message).toContain('<script>, <iframe>');
    expect(problems[1]?.message).toMatch(/^1 Bild fehlt auf der Website: Seine Adresse/);
    expect(problems[2]?.message).toMatch(/^1 Link ohne Ziel: Seine Adresse/);
  });
});

describe('calendar dates: the traps PocketBase 0.40’s admin UI still leaves', () => {
  const event = (from: string, to = from) => ({ from, to, countdown: false, classIds: [] });

  test('a start at exactly 00:00 UTC (02:00 in Vienna in summer) is an all-day entry typed off Vienna time', () => {
    const problems = findCalendarProblems(event('2026-10-12 00:00:00.000Z', '2026-10-12 06:00:00.000Z'), known, now);
    expect(codes(problems)).toEqual(['all-day-off-vienna-midnight']);
    expect(problems[0]?.message).toBe(
      'Beginn steht auf Mo, 12.10.2026, 02:00 Uhr Wiener Zeit, genau 00:00 Uhr UTC: so wird ein ganztägiger Termin ' +
        'gespeichert, wenn der Computer beim Eintragen nicht auf Wiener Zeit stand oder das Datum ohne Uhrzeit ' +
        'übernommen wurde. Ganztägig heißt 00:00 Uhr, eingetragen, während im Admin-UI neben dem Feldnamen ' +
        '„Europe/Vienna“ steht.',
    );
  });

  test('an entry without its own end (or the same as its start) is flagged once, for its start', () => {
    expect(codes(findCalendarProblems(event('2026-10-12 00:00:00.000Z'), known, now))).toEqual([
      'all-day-off-vienna-midnight',
    ]);
    const withoutEnd = { from: '2026-10-12 00:00:00.000Z', countdown: false, classIds: [] };
    expect(codes(findCalendarProblems(withoutEnd, known, now))).toEqual(['all-day-off-vienna-midnight']);
  });

  test('in winter the same start shows as 01:00', () => {
    const problems = findCalendarProblems(event('2027-01-18 00:00:00.000Z', '2027-01-18 06:00:00.000Z'), known, now);
    expect(problems[0]?.message).toContain('Beginn steht auf Mo, 18.01.2027, 01:00 Uhr Wiener Zeit');
  });

  test('an end at 23:59 UTC runs into the next Vienna day and is flagged, naming the last day’s end', () => {
    const problems = findCalendarProblems(event('2026-10-11 22:00:00.000Z', '2026-10-12 23:59:00.000Z'), known, now);
    expect(codes(problems)).toEqual(['all-day-off-vienna-midnight']);
    expect(problems[0]?.message).toContain('Ende steht auf Di, 13.10.2026, 01:59 Uhr Wiener Zeit, genau 23:59 Uhr UTC');
    expect(problems[0]?.message).toContain('Ganztägig heißt 00:00 Uhr (oder 23:59 Uhr) des letzten Tages');
  });

  test('an all-day entry from Vienna midnight, daytime entries and a minute off the UTC edges are not flagged', () => {
    expect(findCalendarProblems(event('2026-10-11 22:00:00.000Z', '2026-10-12 21:59:00.000Z'), known, now)).toEqual([]);
    expect(findCalendarProblems(event('2026-10-12 06:00:00.000Z', '2026-10-12 15:00:00.000Z'), known, now)).toEqual([]);
    expect(findCalendarProblems(event('2026-10-12 00:01:00.000Z', '2026-10-12 23:58:00.000Z'), known, now)).toEqual([]);
  });

  test('an end before its start is flagged; an end equal to the start is not', () => {
    const problems = findCalendarProblems(event('2026-10-12 08:00:00.000Z', '2026-10-12 07:59:00.000Z'), known, now);
    expect(codes(problems)).toEqual(['calendar-end-before-start']);
    expect(problems[0]?.message).toBe(
      'Das Ende (Mo, 12.10.2026, 09:59) liegt vor dem Beginn: die Website zeigt den Termin nur zum Beginn.',
    );
    expect(findCalendarProblems(event('2026-10-12 08:00:00.000Z'), known, now)).toEqual([]);
  });

  test('post dates and class years are taken as stored: a UTC evening is a Vienna date the editor saw', () => {
    expect(findPostProblems(post({ date: '2026-10-12 23:30:00.000Z' }), known)).toEqual([]);
    const complete = { photo: image, teacherId: 'teacher0000001' };
    expect(findClassProblems({ ...complete, since: '2023-06-30 23:00:00.000Z' }, known)).toEqual([]);
  });

  test('the summary counts date problems in the list that shows them', () => {
    const summary = summarizeProblems(
      {
        posts: [],
        classes: [],
        teachers: [],
        calendar: [event('2026-10-12 00:00:00.000Z', '2026-10-12 23:59:00.000Z')],
        carousel: [],
      },
      now,
    );
    expect(summary.byArea).toMatchObject({ calendar: 2 });
  });
});
