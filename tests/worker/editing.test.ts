import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AUTHOR } from '../../pocketbase/seed/seed.mjs';
import { ownBackend } from '../helpers/own-backend';
import { newStaffAccount, signInAtSite } from '../helpers/staff-sign-in';
import { pngHeader, POLYGLOT } from '../helpers/upload-fixtures';
import { get } from '../helpers/worker';
import { postForm as post, withFormCookie } from '../helpers/dash-form';
import { CONFIRM_TEXT } from '../../src/lib/domain/staff-roles';
import { UNAVAILABLE_MESSAGE } from '../../src/lib/content/editing';
import { toViennaInput } from '../../src/lib/domain/dates';

// The dashboard's forms without JavaScript, against a PocketBase with the project's roles: what the site writes it
// writes with the staff member's own token, and PocketBase's rules are what stops the rest.
const backend = ownBackend('editing');
let admin: PocketBase;
let authorId: string;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
  authorId = (await admin.collection('users').getFirstListItem(admin.filter('email = {:e}', { e: AUTHOR.email }))).id;
}, 120_000);
// Each test signs in at a worker of its own: an editor of its own, so that no test meets PocketBase's limit on codes.
let EDITOR: Awaited<ReturnType<typeof newStaffAccount>>;
beforeEach(async () => {
  EDITOR = await newStaffAccount(admin);
});
afterEach(() => backend.recover());
afterAll(() => backend.close());

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const page = async (site: Miniflare, path: string, cookie: string) =>
  (await get(site, path, { headers: { cookie: withFormCookie(cookie) } })).text;
const idFrom = (location: string) => /\/([a-z0-9]{15})\/edit/.exec(location)?.[1] ?? '';
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** How many posts PocketBase holds with this title: 0 for a form that saved nothing. */
const postsTitled = async (title: string) =>
  (await admin.collection('posts').getList(1, 1, { filter: admin.filter('title = {:t}', { t: title }) })).totalItems;

describe('an author', () => {
  test('writes a draft without JavaScript and submits it for review; it stays theirs and not public', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, AUTHOR);
    const title = `Wandertag ${unique()}`;
    const created = await post(
      site,
      '/dash/posts/new',
      { title, description: 'Erster Absatz\n\nZweiter', aktion: 'entwurf' },
      cookie,
    );
    expect(created.status).toBe(303);
    expect(created.location).toMatch(/^\/dash\/posts\/[a-z0-9]{15}\/edit\?gespeichert=entwurf$/);
    const id = idFrom(created.location);
    const record = await admin.collection('posts').getOne(id);
    expect(record).toMatchObject({ title, status: 'draft', owner: authorId, publish_at: '' });
    expect(record.description).toBe('<p>Erster Absatz</p><p>Zweiter</p>');
    expect(await page(site, created.location, cookie)).toContain('Als Entwurf gespeichert');

    const submitted = await post(site, `/dash/posts/${id}/edit`, { title, aktion: 'pruefung' }, cookie);
    expect(submitted.location).toBe(`/dash/posts/${id}/edit?gespeichert=pruefung`);
    expect((await admin.collection('posts').getOne(id)).status).toBe('review');
    expect((await get(site, `/posts/${id}`)).response.status).toBe(404);
  });

  test('cannot publish by a crafted form post: the form comes back with what was typed, nothing published', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, AUTHOR);
    const title = `Selbst veröffentlicht ${unique()}`;
    const refused = await post(site, '/dash/posts/new', { title, aktion: 'veroeffentlichen' }, cookie);
    expect(refused.status).toBe(303);
    expect(refused.location).toMatch(/^\/dash\/posts\/new\?formular=[A-Za-z0-9_-]{43}$/);
    const shown = await page(site, refused.location, cookie);
    expect(shown).toContain('Diese Aktion steht Ihrer Rolle hier nicht zu');
    expect(shown).toContain(`value="${title}"`);
    expect(shown).not.toContain('>Veröffentlichen</button>');
    expect(await postsTitled(title)).toBe(0);
  });

  test('sees only the actions an author has, and none on a post that is public', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, AUTHOR);
    const form = await page(site, '/dash/posts/new', cookie);
    expect(form).toContain('>Als Entwurf speichern</button>');
    expect(form).toContain('>Zur Prüfung einreichen</button>');
    expect(form).not.toContain('>Veröffentlichen</button>');
    expect(form).not.toContain('>Planen</button>');
    const published = (
      await admin
        .collection('posts')
        .getList(1, 1, { filter: "status = 'published' && catigory = 'post' && archiv = false" })
    ).items[0]!;
    const locked = await page(site, `/dash/posts/${published.id}/edit`, cookie);
    expect(locked).toContain('nicht ändern');
    expect(locked).not.toContain('name="aktion"');
  });
});

describe('bad input loses nothing', () => {
  test('a missing title: the message at the field, the text and choices kept', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const classId = (await admin.collection('classes').getList(1, 1)).items[0]!.id;
    const answer = await post(
      site,
      '/dash/posts/new',
      { title: '  ', description: 'Mein langer Text', class: classId, pin: 'ja', aktion: 'entwurf' },
      cookie,
    );
    expect(answer.location).toMatch(/\?formular=/);
    const shown = await page(site, answer.location, cookie);
    expect(shown).toContain('Bitte geben Sie einen Titel ein.');
    expect(shown).toMatch(/<input id="feld-title" aria-describedby="feld-title-fehler" aria-invalid="true"/);
    expect(shown).toContain('Mein langer Text');
    expect(shown).toMatch(new RegExp(`<input[^>]*name="class" checked="" value="${classId}"`));
    expect(shown).toMatch(/<input[^>]*name="pin" checked=""/);
  });

  test('a file of a refused type and a past time for "Planen": messages at both, files asked for again', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const answer = await post(
      site,
      '/dash/posts/new',
      {
        title: 'Mit falscher Datei',
        neue_fotos: new File(['kein Bild'], 'notiz.txt', { type: 'text/plain' }),
        neues_foto_0_alt: 'Eine Notiz',
        publish_at: '2020-01-01T08:00',
        aktion: 'planen',
      },
      cookie,
    );
    const shown = await page(site, answer.location, cookie);
    expect(shown).toContain('„notiz.txt“ kann hier nicht hochgeladen werden: erlaubt ist ein Foto');
    expect(shown).toContain('Dieser Zeitpunkt ist schon vorbei.');
    expect(shown).toContain('Bitte wählen Sie diese Dateien noch einmal aus: „notiz.txt“.');
    expect(shown).toContain('data-dateien-erneut=""');
    expect(shown).toContain('value="Eine Notiz"');
    expect(shown).toContain('value="2020-01-01T08:00"');
  });

  test('a GIF that is also JavaScript, sent as mitteilung.js with the type of a PDF, is refused at the field; nothing is stored', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, AUTHOR);
    const title = `Mit Skript ${unique()}`;
    const answer = await post(
      site,
      '/dash/posts/new',
      {
        title,
        neue_anhaenge: new File([POLYGLOT as Uint8Array<ArrayBuffer>], 'mitteilung.js', { type: 'application/pdf' }),
        aktion: 'entwurf',
      },
      cookie,
    );
    const shown = await page(site, answer.location, cookie);
    expect(shown).toContain('„mitteilung.js“ kann hier nicht hochgeladen werden: erlaubt ist ein PDF.');
    expect(shown).toMatch(/aria-invalid="true"[^>]*name="neue_anhaenge"|name="neue_anhaenge"[^>]*aria-invalid="true"/);
    expect(shown).toContain(`value="${title}"`);
    expect(await postsTitled(title)).toBe(0);
  });

  test('a photo of hundreds of megapixels, small on disk, is refused at its slot before PocketBase sees it', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    backend.proxy.reset();
    const answer = await post(
      site,
      '/dash/posts/new',
      {
        title: `Riesenfoto ${unique()}`,
        neue_fotos: new File([pngHeader(40_000, 40_000) as Uint8Array<ArrayBuffer>], 'riesig.png', {
          type: 'image/png',
        }),
        neues_foto_0_alt: 'Ein Foto',
        aktion: 'entwurf',
      },
      cookie,
    );
    const asked = [...backend.proxy.requests];
    expect(asked.filter((url) => url.startsWith('/api/collections/posts/records'))).toEqual([]);
    expect(await page(site, answer.location, cookie)).toContain('„riesig.png“ hat 1600 Megapixel');
  });

  test('a time on the clock-change Sundays: the missing hour is refused at the field, the repeated one saved as its first', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const missing = await post(
      site,
      '/dash/posts/new',
      { title: `Frühling ${unique()}`, date: '2026-03-29T02:30', aktion: 'entwurf' },
      cookie,
    );
    const shown = await page(site, missing.location, cookie);
    expect(shown).toContain('Am 29.03.2026 gibt es die Uhrzeit 02:30 nicht');
    expect(shown).toContain('value="2026-03-29T02:30"');

    const title = `Herbst ${unique()}`;
    const saved = await post(site, '/dash/posts/new', { title, date: '2026-10-25T02:30', aktion: 'entwurf' }, cookie);
    const record = await admin.collection('posts').getOne(idFrom(saved.location));
    expect(record.date).toBe('2026-10-25 00:30:00.000Z');
    expect(await page(site, saved.location.replace(/\?.*$/, ''), cookie)).toContain(
      'Am 25.10.2026 gibt es die Uhrzeit 02:30 zweimal',
    );
  });

  test('PocketBase down: a German message, the form kept, nothing half-saved', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const title = `Bei Ausfall ${unique()}`;
    backend.proxy.setFault('error', /\/api\/collections\/posts\/records/);
    const answer = await post(site, '/dash/posts/new', { title, aktion: 'entwurf' }, cookie);
    backend.proxy.setFault('none');
    const shown = await page(site, answer.location, cookie);
    expect(shown).toContain(UNAVAILABLE_MESSAGE);
    expect(shown).toContain(`value="${title}"`);
  });

  test('another origin cannot post a form', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const title = `Fremd ${unique()}`;
    const answer = await post(
      site,
      '/dash/posts/new',
      { title, aktion: 'veroeffentlichen' },
      cookie,
      'https://evil.example',
    );
    expect(answer.status).toBe(403);
    expect(await postsTitled(title)).toBe(0);
  });
});

describe('an editor', () => {
  test('publishes a post with a described photo; the public page uses the alt text', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const title = `Mit Foto ${unique()}`;
    const saved = await post(
      site,
      '/dash/posts/new',
      {
        title,
        neue_fotos: new File([PNG], 'bild.png', { type: 'image/png' }),
        neues_foto_0_alt: 'Kinder beim Wandern am Sonnenberg',
        aktion: 'veroeffentlichen',
      },
      cookie,
    );
    const id = idFrom(saved.location);
    const record = await admin.collection('posts').getOne(id);
    expect(record.status).toBe('published');
    expect(record.files).toHaveLength(1);
    expect(record.alt_texts).toEqual({ [record.files[0]]: 'Kinder beim Wandern am Sonnenberg' });
    expect((await get(site, `/posts/${id}`)).text).toContain('alt="Kinder beim Wandern am Sonnenberg"');
  });

  test('photos chosen without a description are kept: the post waits as a draft with them and asks at each', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const title = `Ohne Beschreibung ${unique()}`;
    const photos = ['eins.png', 'zwei.png', 'drei.png', 'vier.png'].map(
      (name) => new File([PNG], name, { type: 'image/png' }),
    );
    const missing = await post(
      site,
      '/dash/posts/new',
      { title, neue_fotos: photos, neues_foto_1_alt: 'Die Klasse am Gipfel', aktion: 'veroeffentlichen' },
      cookie,
    );
    const id = idFrom(missing.location);
    const record = await admin.collection('posts').getOne(id);
    expect(record.status, 'not public before every photo is described').toBe('draft');
    expect(record.files, 'more than three photos in one save').toHaveLength(4);
    const shown = await page(site, missing.location, cookie);
    expect(shown).toContain('Die neuen Fotos sind gespeichert, der Beitrag aber noch nicht');
    expect(shown).not.toContain('noch einmal aus');
    expect(shown).toContain('value="Die Klasse am Gipfel"');
    expect(shown.match(/id="feld-foto_\d_alt-fehler"/g)).toHaveLength(3);
    expect(shown).not.toContain('id="feld-foto_1_alt-fehler"');

    // The draft's page in the dashboard shows its photos: their addresses carry a file token.
    const detail = await page(site, `/dash/posts/${id}`, cookie);
    const thumb =
      new RegExp(`<img src="([^"]*${record.files[0]}[^"]*)"`).exec(detail)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(thumb).toContain('token=');
    const image = await get(site, thumb, { headers: { cookie } });
    expect(image.response.status).toBe(200);
    expect(image.response.headers.get('content-type')).toMatch(/^image\//);

    const described = Object.fromEntries(
      (record.files as string[]).flatMap((name, i) => [
        [`foto_${i}_name`, name],
        [`foto_${i}_alt`, `Foto ${i + 1}`],
      ]),
    );
    const published = await post(
      site,
      `/dash/posts/${id}/edit`,
      { title, ...described, titelbild: record.files[2], aktion: 'veroeffentlichen' },
      cookie,
    );
    expect(published.location).toBe(`/dash/posts/${id}/edit?gespeichert=veroeffentlichen`);
    const after = await admin.collection('posts').getOne(id);
    expect(after.status).toBe('published');
    expect(after.files, 'the chosen header image first, the others in their order').toEqual([
      record.files[2],
      record.files[0],
      record.files[1],
      record.files[3],
    ]);
  });

  test('a new photo chosen as the header image goes first', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const saved = await post(
      site,
      '/dash/posts/new',
      {
        title: `Titelbild ${unique()}`,
        neue_fotos: [
          new File([PNG], 'erstes.png', { type: 'image/png' }),
          new File([PNG], 'zweites.png', { type: 'image/png' }),
        ],
        neues_foto_0_alt: 'Erstes',
        neues_foto_1_alt: 'Zweites',
        titelbild: 'neu:1',
        aktion: 'veroeffentlichen',
      },
      cookie,
    );
    const record = await admin.collection('posts').getOne(idFrom(saved.location));
    expect(record.files).toHaveLength(2);
    expect(record.alt_texts[record.files[0]]).toBe('Zweites');
    expect(record.alt_texts[record.files[1]]).toBe('Erstes');
  });

  test('schedules for a Vienna time and takes a post back; an author’s review post becomes public', async () => {
    const site = await backend.worker();
    const authorCookie = await signInAtSite(site, AUTHOR);
    const title = `Zur Prüfung ${unique()}`;
    const id = idFrom((await post(site, '/dash/posts/new', { title, aktion: 'pruefung' }, authorCookie)).location);
    const cookie = await signInAtSite(site, EDITOR);
    const edit = await page(site, `/dash/posts/${id}/edit`, cookie);
    expect(edit).toContain('>Veröffentlichen</button>');
    expect(edit).toContain('>Planen</button>');

    const scheduled = await post(
      site,
      `/dash/posts/${id}/edit`,
      { title, publish_at: '2099-06-01T08:30', aktion: 'planen' },
      cookie,
    );
    expect(scheduled.location).toBe(`/dash/posts/${id}/edit?gespeichert=planen`);
    // 08:30 in Vienna's summer time is 06:30 UTC.
    // Dated when it goes public, not when it was written.
    expect(await admin.collection('posts').getOne(id)).toMatchObject({
      status: 'published',
      publish_at: '2099-06-01 06:30:00.000Z',
      date: '2099-06-01 06:30:00.000Z',
    });
    expect(await page(site, scheduled.location, cookie)).toContain('value="2099-06-01T08:30"');

    await post(site, `/dash/posts/${id}/edit`, { title, aktion: 'veroeffentlichen' }, cookie);
    expect(await admin.collection('posts').getOne(id)).toMatchObject({ status: 'published', publish_at: '' });
    // Taking it back asks first, in the page: nothing changes until "Ja".
    const asked = await post(site, `/dash/posts/${id}/edit`, { title, aktion: 'zurueckziehen' }, cookie);
    expect((await admin.collection('posts').getOne(id)).status).toBe('published');
    const question = await page(site, asked.location, cookie);
    expect(question).toContain(CONFIRM_TEXT.zurueckziehen);
    expect(question).toContain('Ja, zurückziehen');
    await post(site, `/dash/posts/${id}/edit`, { title, aktion: 'zurueckziehen', bestaetigt: 'zurueckziehen' }, cookie);
    expect((await admin.collection('posts').getOne(id)).status).toBe('draft');
  });

  test('"Speichern" keeps the status: a typo fixed in a post in review and in a public post leaves each as it was', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    for (const status of ['review', 'published'] as const) {
      const typo = `Schulfets ${unique()}`;
      const { id } = await admin.collection('posts').create({ title: typo, catigory: 'post', status, owner: authorId });
      const edit = await page(site, `/dash/posts/${id}/edit`, cookie);
      // The highlighted first button is "Speichern", and a public post has no "Veröffentlichen" to save with.
      expect(/<button type="submit" value="([a-z]+)" class="[^"]*" name="aktion"/.exec(edit)?.[1], status).toBe(
        'speichern',
      );
      if (status === 'published') expect(edit).not.toContain('value="veroeffentlichen"');
      const fixed = typo.replace('Schulfets', 'Schulfest');
      const saved = await post(site, `/dash/posts/${id}/edit`, { title: fixed, aktion: 'speichern' }, cookie);
      expect(saved.location, status).toBe(`/dash/posts/${id}/edit?gespeichert=speichern`);
      expect(await admin.collection('posts').getOne(id), status).toMatchObject({ title: fixed, status });
    }
  });

  test('restores an earlier version; the versions list says who saved and the public page shows it', async () => {
    const site = await backend.worker({ CACHE_TTL_SECONDS: '1' });
    const cookie = await signInAtSite(site, EDITOR);
    const first = `Erste Fassung ${unique()}`;
    const id = idFrom(
      (await post(site, '/dash/posts/new', { title: first, aktion: 'veroeffentlichen' }, cookie)).location,
    );
    await post(site, `/dash/posts/${id}/edit`, { title: 'Zweite Fassung', aktion: 'speichern' }, cookie);
    const edit = await page(site, `/dash/posts/${id}/edit`, cookie);
    expect(edit).toContain('Frühere Versionen');
    expect(edit).toContain(first);
    const version = (
      await admin.collection('post_versions').getFullList({ filter: admin.filter('post = {:p}', { p: id }) })
    ).find((v) => v.data.title === first)!;
    // Onto a public post a version goes live: the page asks first.
    const asked = await post(
      site,
      `/dash/posts/${id}/edit`,
      { aktion: 'wiederherstellen', version: version.id },
      cookie,
    );
    expect(await page(site, asked.location, cookie)).toContain('Ja, diese Version wiederherstellen');
    expect((await admin.collection('posts').getOne(id)).title).toBe('Zweite Fassung');
    const restored = await post(
      site,
      `/dash/posts/${id}/edit`,
      { aktion: 'wiederherstellen', version: version.id, bestaetigt: 'wiederherstellen' },
      cookie,
    );
    expect(restored.location).toBe(`/dash/posts/${id}/edit?gespeichert=wiederherstellen`);
    expect((await admin.collection('posts').getOne(id)).title).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await get(site, `/posts/${id}`)).text).toContain(first);
  });

  test('a version is kept only when a save changed something: not for a new post with a photo, not for the same form again', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const title = `Versionen ${unique()}`;
    const versionsOf = async (id: string) =>
      (await admin.collection('post_versions').getList(1, 1, { filter: admin.filter('post = {:p}', { p: id }) }))
        .totalItems;
    const created = await post(
      site,
      '/dash/posts/new',
      {
        title,
        neue_fotos: new File([PNG], 'bild.png', { type: 'image/png' }),
        neues_foto_0_alt: 'Ein Bild',
        aktion: 'entwurf',
      },
      cookie,
    );
    expect(await versionsOf(idFrom(created.location)), 'a new post, saved in two steps').toBe(0);
    const id = idFrom((await post(site, '/dash/posts/new', { title, aktion: 'entwurf' }, cookie)).location);
    const fields = { title, description: 'Ein Absatz', aktion: 'speichern' };
    await post(site, `/dash/posts/${id}/edit`, fields, cookie);
    expect(await versionsOf(id), 'the first change').toBe(1);
    const versions = await page(site, `/dash/posts/${id}/edit`, cookie);
    expect(versions).toContain('Was diese Speicherung geändert hat');
    expect(versions).toContain('<ins>Ein Absatz</ins>');
    await post(site, `/dash/posts/${id}/edit`, fields, cookie);
    expect(await versionsOf(id), 'the same form again').toBe(1);
  });

  test('writes calendar entries: a past "Planen" time is refused, a future one scheduled on Vienna time', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const title = `Elternabend ${unique()}`;
    const past = await post(
      site,
      '/dash/calendar/new',
      { title, from_date: '2099-03-10T19:00', publish_at: '2001-01-01T00:00', aktion: 'planen' },
      cookie,
    );
    expect(await page(site, past.location, cookie)).toContain('Dieser Zeitpunkt ist schon vorbei.');
    const saved = await post(
      site,
      '/dash/calendar/new',
      { title, from_date: '2099-03-10T19:00', aktion: 'veroeffentlichen' },
      cookie,
    );
    expect(saved.location).toMatch(/^\/dash\/calendar\/[a-z0-9]{15}\/edit\?gespeichert=veroeffentlichen$/);
    const record = await admin.collection('calendar').getOne(idFrom(saved.location));
    // 19:00 in Vienna's winter time is 18:00 UTC.
    expect(record).toMatchObject({ title, from_date: '2099-03-10 18:00:00.000Z', status: 'published' });
  });
});

describe('the posts lists', () => {
  test('search in title and text, and filters by state, class and area, each with an address of its own', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const word = `Suchwort${unique()}`;
    const classId = (await admin.collection('classes').getFirstListItem('')).id;
    const draft = await admin
      .collection('posts')
      .create({ title: `Entwurf ${word}`, catigory: 'post', status: 'draft', class: [classId] });
    const shown = await admin.collection('posts').create({
      title: 'Ohne das Wort im Titel',
      description: `<p>Im Text: ${word}</p>`,
      catigory: 'post',
      status: 'published',
    });
    const project = await admin
      .collection('posts')
      .create({ title: `Projekt ${word}`, catigory: 'project', status: 'review' });
    const found = async (query: string) => {
      const list = await page(site, `/dash/posts?${query}`, cookie);
      return [draft, shown, project]
        .filter((post) => list.includes(`/dash/posts/${post.id}`) || list.includes(`/dash/projects/${post.id}`))
        .map((post) => post.id);
    };
    expect(await found(`suche=${word}`)).toEqual([draft.id, shown.id]);
    expect(await found(`suche=${word}&status=draft`)).toEqual([draft.id]);
    expect(await found(`suche=${word}&status=public`)).toEqual([shown.id]);
    expect(await found(`suche=${word}&klasse=${classId}`)).toEqual([draft.id]);
    expect(await found(`suche=${word}&alle=ja`)).toEqual([draft.id, shown.id, project.id]);
    expect(await found(`suche=${word}&alle=ja&status=review`)).toEqual([project.id]);
    // Odd values narrow nothing and break nothing; quotes in the words are only words.
    expect(await found(`suche=${word}&status=geheim&klasse=x'||1=1`)).toEqual([draft.id, shown.id]);
    const quoted = await page(site, `/dash/posts?suche=${encodeURIComponent(`" || id != "`)}`, cookie);
    expect(quoted).toContain('Keine Einträge passen zu dieser Suche.');
  });
});

describe('the other content', () => {
  test('a saying planned for a day waits for it; the one whose day came last takes the home page, and the list says so', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const tag = unique();
    const day = 24 * 60 * 60 * 1000;
    const save = (text: string, week: string) =>
      post(site, '/dash/inhalte/saying_of_the_week/new', { text, author: '', week, aktion: 'speichern' }, cookie);
    await save(`Diese Woche ${tag}`, toViennaInput(new Date(Date.now() - day)));
    await save(`Geplant ${tag}`, toViennaInput(new Date(Date.now() + 7 * day)));
    // Newer, but without a day: a planned saying whose day came goes first.
    await admin.collection('saying_of_the_week').create({ text: `Ohne Tag ${tag}` });

    const home = (await get(site, '/')).text;
    expect(home).toContain(`Diese Woche ${tag}`);
    expect(home).not.toContain(`Geplant ${tag}`);
    expect(home).not.toContain(`Ohne Tag ${tag}`);

    const list = await page(site, '/dash/saying', cookie);
    const rowOf = (text: string) => list.slice(list.indexOf(text), list.indexOf('</tr>', list.indexOf(text)));
    expect(rowOf(`Diese Woche ${tag}`)).toContain('Jetzt auf der Startseite');
    expect(rowOf(`Geplant ${tag}`)).toContain('Geplant ab');
    expect(rowOf(`Ohne Tag ${tag}`)).toContain('Früher');
  });

  test('teachers stand on their page in the order the editors give them', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const teachers = await admin.collection('teachers').getFullList({ sort: '-created' });
    expect(teachers.length).toBeGreaterThan(1);
    const first = teachers.at(-1)!;
    for (const [i, teacher] of teachers.entries())
      await admin.collection('teachers').update(teacher.id, { sort: 20 + i });
    const before = (await get(site, '/lehrer')).text;
    expect(before.indexOf(first.name)).toBeGreaterThan(before.indexOf(teachers[0]!.name));

    const saved = await post(
      site,
      `/dash/inhalte/teachers/${first.id}/edit`,
      { name: first.name, subject: first.subject, email: first.email, sort: '1', aktion: 'speichern' },
      cookie,
    );
    expect(saved.location).toContain('gespeichert=1');
    // A worker of its own: the first one keeps its page for the cache's lifetime.
    const after = (await get(await backend.worker(), '/lehrer')).text;
    expect(after.indexOf(first.name)).toBeLessThan(after.indexOf(teachers[0]!.name));
    const list = await page(site, '/dash/teachers', cookie);
    expect(list.indexOf(first.name)).toBeLessThan(list.indexOf(teachers[0]!.name));
  });

  test('the accessibility statement is edited with the school facts: a choice, the barriers, a day', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const school = await admin.collection('school').getFirstListItem('');
    const form = await page(site, `/dash/inhalte/school/${school.id}/edit`, cookie);
    expect(form).toMatch(/<select[^>]*name="a11y_status"/);
    expect(form).toMatch(
      /<input[^>]*type="date"[^>]*name="a11y_checked"|<input[^>]*name="a11y_checked"[^>]*type="date"/,
    );
    const fields = Object.fromEntries(
      ['name', 'short_name', 'school_type', 'street', 'postcode', 'city', 'phone', 'email', 'accent_color', 'owner']
        .concat(['representative', 'authority', 'privacy_contact', 'hosting'])
        .map((name) => [name, String(school[name] ?? '')]),
    );
    const refused = await post(
      site,
      `/dash/inhalte/school/${school.id}/edit`,
      { ...fields, a11y_status: 'full', a11y_gaps: '', a11y_checked: '2026-02-30', aktion: 'speichern' },
      cookie,
    );
    expect(refused.location).not.toContain('gespeichert=1');
    try {
      const saved = await post(
        site,
        `/dash/inhalte/school/${school.id}/edit`,
        { ...fields, a11y_status: 'full', a11y_gaps: '', a11y_checked: '2026-12-03', aktion: 'speichern' },
        cookie,
      );
      expect(saved.location).toContain('gespeichert=1');
      expect(await admin.collection('school').getOne(school.id)).toMatchObject({
        a11y_status: 'full',
        a11y_gaps: '',
        a11y_checked: '2026-12-03',
      });
      const statement = (await get(await backend.worker(), '/barrierefreiheit')).text;
      expect(statement).toMatch(/am (<!-- -->)?3\. Dezember 2026(<!-- -->)? erstellt/);
      expect(statement).toContain('Derzeit sind keine Barrieren bekannt.');
    } finally {
      await admin.collection('school').update(school.id, {
        a11y_status: school['a11y_status'],
        a11y_gaps: school['a11y_gaps'],
        a11y_checked: school['a11y_checked'],
      });
    }
  });

  test('an editor adds a redirect of an old address; one leading off the site is refused, in German', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const from = `/anmeldung-${unique()}/`;
    const refused = await post(
      site,
      '/dash/inhalte/redirects/new',
      { from, to: '//evil.example/', aktion: 'speichern' },
      cookie,
    );
    expect(refused.location).not.toContain('gespeichert=1');
    expect(await page(site, refused.location!, cookie)).toContain('Die Angabe hat nicht die erwartete Form');
    const saved = await post(site, '/dash/inhalte/redirects/new', { from, to: '/eltern', aktion: 'speichern' }, cookie);
    expect(saved.location).toContain('gespeichert=1');
    expect(await page(site, '/dash/weiterleitungen', cookie)).toContain(from);
    const { response } = await get(await backend.worker(), from, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/eltern');
  });

  test('an editor writes it with the form built for its collection; bad input comes back; an author cannot', async () => {
    const site = await backend.worker();
    const cookie = await signInAtSite(site, EDITOR);
    const text = `Wer lesen kann, ist klar im Vorteil ${unique()}`;
    const saved = await post(
      site,
      '/dash/inhalte/saying_of_the_week/new',
      { text, author: 'Sprichwort', aktion: 'speichern' },
      cookie,
    );
    expect(saved.location).toMatch(/^\/dash\/inhalte\/saying_of_the_week\/[a-z0-9]{15}\/edit\?gespeichert=1$/);
    expect(await admin.collection('saying_of_the_week').getOne(idFrom(saved.location))).toMatchObject({
      text,
      author: 'Sprichwort',
    });

    const empty = await post(
      site,
      '/dash/inhalte/saying_of_the_week/new',
      { text: ' ', author: 'Nur von', aktion: 'speichern' },
      cookie,
    );
    const shown = await page(site, empty.location, cookie);
    expect(shown).toContain('Bitte füllen Sie „Spruch“ aus.');
    expect(shown).toContain('value="Nur von"');

    const authorCookie = await signInAtSite(site, AUTHOR);
    expect(await page(site, '/dash/inhalte/teachers/new', authorCookie)).toContain(
      'Diese Inhalte ändert nur die Redaktion',
    );
    const refused = await post(
      site,
      '/dash/inhalte/saying_of_the_week/new',
      { text: `Von der Autorin ${unique()}`, aktion: 'speichern' },
      authorCookie,
    );
    expect(refused.location).toBe('/dash/inhalte/saying_of_the_week/new');
    expect(await page(site, refused.location, authorCookie)).toContain('Diese Inhalte ändert nur die Redaktion');
    expect(
      (await admin.collection('saying_of_the_week').getList(1, 1, { filter: "text ~ 'Von der Autorin'" })).totalItems,
    ).toBe(0);
  });
});
