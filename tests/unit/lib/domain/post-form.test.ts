import { describe, expect, test } from 'vitest';
import { fromViennaInput, toViennaInput } from '../../../../src/lib/domain/dates';
import { editRouteOf } from '../../../../src/lib/domain/edit-routes';
import { filesInOrder } from '../../../../src/lib/content/save-post';
import { altTextsOf, checkPostForm, FIELD, postFormValues } from '../../../../src/lib/domain/post-form-rules';

const NOW = new Date('2026-11-28T12:00:00Z');
const KNOWN = { classIds: new Set(['class0000000001']), teacherIds: new Set<string>() };
const NONE = { photos: [], attachments: [] };
const values = (over: Partial<ReturnType<typeof postFormValues>> = {}) => ({
  ...postFormValues(undefined, 'post', NOW),
  title: 'Wandertag',
  ...over,
});
const photo = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('Vienna time in the forms', () => {
  test('a datetime-local value is Vienna wall-clock time, in winter and in summer', () => {
    expect(fromViennaInput('2027-01-18T07:30')?.toISOString()).toBe('2027-01-18T06:30:00.000Z');
    expect(fromViennaInput('2026-10-12T19:00')?.toISOString()).toBe('2026-10-12T17:00:00.000Z');
    expect(toViennaInput('2026-10-12 17:00:00.000Z')).toBe('2026-10-12T19:00');
  });
  test('days that do not exist and malformed values are refused', () => {
    expect(fromViennaInput('2026-02-31T08:00')).toBeUndefined();
    expect(fromViennaInput('2026-13-01T08:00')).toBeUndefined();
    expect(fromViennaInput('morgen')).toBeUndefined();
  });
});

describe('checking a post form', () => {
  test('a title is needed', () => {
    expect(checkPostForm(values({ title: '  ' }), NONE, 'entwurf', KNOWN, NOW)[FIELD.title]).toBe(
      'Bitte geben Sie einen Titel ein.',
    );
    expect(checkPostForm(values(), NONE, 'entwurf', KNOWN, NOW)).toEqual({});
  });
  test('"Planen" needs a time after now', () => {
    expect(
      checkPostForm(values({ publishAt: '2026-11-28T12:59' }), NONE, 'planen', KNOWN, NOW)[FIELD.publishAt],
    ).toContain('schon vorbei');
    expect(
      checkPostForm(values({ publishAt: '2026-11-28T13:00' }), NONE, 'planen', KNOWN, NOW)[FIELD.publishAt],
    ).toContain('schon vorbei');
    expect(checkPostForm(values({ publishAt: '2026-11-28T13:01' }), NONE, 'planen', KNOWN, NOW)).toEqual({});
    expect(checkPostForm(values({ publishAt: '' }), NONE, 'planen', KNOWN, NOW)[FIELD.publishAt]).toContain(
      'Bitte geben Sie an',
    );
  });
  test('publishing or scheduling needs every photo described; a draft does not', () => {
    const uploads = { photos: [{ slot: 0, file: photo('a.jpg') }], attachments: [] };
    const undescribed = values({ newPhotos: [{ alt: '', decorative: false }] });
    expect(checkPostForm(undescribed, uploads, 'entwurf', KNOWN, NOW)).toEqual({});
    // A post not yet public stores a new photo first and asks for its description then (savePost): nothing is lost.
    expect(checkPostForm(undescribed, uploads, 'veroeffentlichen', KNOWN, NOW)).toEqual({});
    // Onto a public post, PocketBase takes no undescribed photo: it is asked for before the upload.
    expect(checkPostForm(undescribed, uploads, 'speichern', KNOWN, NOW, true, true)[FIELD.newPhotoAlt(0)]).toContain(
      'Alternativtext',
    );
    const described = values({ newPhotos: [{ alt: '', decorative: true }] });
    expect(checkPostForm(described, uploads, 'speichern', KNOWN, NOW, true, true)).toEqual({});
    const stored = values({ photos: [{ name: 'x.jpg', alt: '', decorative: false, remove: false }] });
    expect(checkPostForm(stored, NONE, 'planen', KNOWN, NOW)[FIELD.photoAlt(0)]).toContain('Alternativtext');
    const removed = values({ photos: [{ name: 'x.jpg', alt: '', decorative: false, remove: true }] });
    expect(checkPostForm(removed, NONE, 'veroeffentlichen', KNOWN, NOW)).toEqual({});
  });
  test('classes that do not exist are refused', () => {
    expect(
      checkPostForm(values({ classIds: ['class0000000009'] }), NONE, 'entwurf', KNOWN, NOW)[FIELD.classes],
    ).toBeDefined();
  });
  test('every problem is told at once, by its field; a too long alt text before a missing one', () => {
    const long = 'x'.repeat(301);
    const crowded = values({
      title: 'x'.repeat(201),
      date: '2026-02-31T08:00',
      teacherIds: ['teacher00000009'],
      photos: Array.from({ length: 20 }, (_, i) => ({
        name: `p${i}.jpg`,
        alt: i === 0 ? long : '',
        decorative: false,
        remove: false,
      })),
    });
    const uploads = { photos: [{ slot: 0, file: photo('n.jpg') }], attachments: [] };
    const withNew = { ...crowded, newPhotos: [{ alt: '', decorative: false }] };
    expect(checkPostForm(withNew, uploads, 'veroeffentlichen', KNOWN, NOW, true, true)).toEqual({
      [FIELD.title]: 'Der Titel ist zu lang (höchstens 200 Zeichen).',
      [FIELD.date]: 'Bitte geben Sie Datum und Uhrzeit vollständig an (TT.MM.JJJJ, HH:MM).',
      [FIELD.teachers]: 'Eine der gewählten Lehrkräfte gibt es nicht mehr. Bitte wählen Sie erneut.',
      [FIELD.newAttachments]: expect.stringContaining('höchstens'),
      ...Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [
          FIELD.photoAlt(i),
          i === 0
            ? 'Höchstens 300 Zeichen.'
            : 'Ohne Alternativtext (oder „Dekorativ“) kann der Beitrag nicht erscheinen.',
        ]),
      ),
      [FIELD.newPhotoAlt(0)]: 'Ohne Alternativtext (oder „Dekorativ“) kann der Beitrag nicht erscheinen.',
    });
  });
  test('alt texts are stored by file name; decorative as an empty text; removed photos lose theirs', () => {
    const form = values({
      photos: [
        { name: 'a.jpg', alt: ' Kinder ', decorative: false, remove: false },
        { name: 'b.jpg', alt: 'weg', decorative: false, remove: true },
      ],
      newPhotos: [
        { alt: '', decorative: true },
        { alt: '', decorative: false },
      ],
    });
    expect(
      altTextsOf(form, [
        { slot: 0, name: 'neu_abc.png' },
        { slot: 1, name: 'ohne.png' },
      ]),
    ).toEqual({ 'a.jpg': 'Kinder', 'neu_abc.png': '' });
  });
});

describe('editing addresses', () => {
  test('each area, the calendar and the other content have new and edit forms; nothing else does', () => {
    expect(editRouteOf('/dash/posts/new')).toEqual({ collection: 'posts', base: '/dash/posts' });
    expect(editRouteOf('/dash/old-but-great/abcdefghijklmno/edit')).toEqual({
      collection: 'posts',
      base: '/dash/old-but-great',
      id: 'abcdefghijklmno',
    });
    expect(editRouteOf('/dash/calendar/new')).toMatchObject({ collection: 'calendar' });
    expect(editRouteOf('/dash/inhalte/teachers/new')).toMatchObject({
      collection: 'content',
      base: '/dash/inhalte/teachers',
    });
    expect(editRouteOf('/dash/inhalte/users/new')).toBeUndefined();
    expect(editRouteOf('/dash/teachers/new')).toBeUndefined();
    expect(editRouteOf('/dash/posts/ABC/edit')).toBeUndefined();
    expect(editRouteOf('/dash/start')).toBeUndefined();
  });
});

describe('the header image', () => {
  const photoOf = (name: string, remove = false) => ({ name, alt: 'x', decorative: false, remove });
  test('the chosen photo goes first, stored or new; the others keep their order; removed ones go', () => {
    const current = ['a.jpg', 'plan.pdf', 'b.jpg', 'neu_x.jpg'];
    const stored = values({
      photos: [photoOf('a.jpg'), photoOf('b.jpg', true)],
      attachments: [{ name: 'plan.pdf', remove: false }],
      header: 'neu:0',
    });
    expect(filesInOrder(current, stored, [{ slot: 0, name: 'neu_x.jpg' }])).toEqual(['neu_x.jpg', 'a.jpg', 'plan.pdf']);
    expect(filesInOrder(current, { ...stored, header: 'b.jpg' }, [])).toEqual(['a.jpg', 'plan.pdf', 'neu_x.jpg']);
    expect(filesInOrder(['a.jpg', 'b.jpg'], values({ header: 'b.jpg' }), [])).toEqual(['b.jpg', 'a.jpg']);
  });
  test('nothing to send when the order stays, and no attachment or unknown name becomes the header', () => {
    expect(filesInOrder(['a.jpg', 'b.jpg'], values({ header: 'a.jpg' }), [])).toBeUndefined();
    expect(filesInOrder(['a.jpg', 'plan.pdf'], values({ header: 'plan.pdf' }), [])).toBeUndefined();
    expect(filesInOrder(['a.jpg'], values({ header: 'fremd.jpg' }), [])).toBeUndefined();
  });
});
