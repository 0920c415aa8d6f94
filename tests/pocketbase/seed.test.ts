/// <reference types="node" />
import { superuserOf } from '../helpers/seeded-pocketbase';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase, { type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  AUTHOR,
  CALENDAR_IDS,
  CAROUSEL_WITHOUT_IMAGE,
  CLASS_IDS,
  POST_IDS,
  READER,
  STAFF,
  STAFF_ID,
  seed,
} from '../../pocketbase/seed/seed.mjs';
import { superuserCredentials, type RunningPocketBase, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { DEMO_MARKER, demoWanted, readDemoMarker } from '../../scripts/lib/demo-marker.mjs';
import { assertPortFree, getFreePort } from '../../scripts/lib/ports.mjs';
import STAFF_SETTINGS from '../../pocketbase/pb_hooks/staff.json';
import { passwordAnswer } from '../helpers/staff-sign-in';

// contract.md, "Content schema": collection → field → PocketBase type
const CONTRACT: Record<string, Record<string, string>> = {
  posts: {
    title: 'text',
    description: 'editor',
    files: 'file',
    date: 'date',
    catigory: 'select',
    pin: 'bool',
    archiv: 'bool',
    class: 'relation',
    teacher: 'relation',
    status: 'select',
    publish_at: 'date',
    owner: 'relation',
    review_note: 'text',
    alt_texts: 'json',
    // ours: "Dringend", parents told at once (contract.md "Telling parents")
    urgent: 'bool',
  },
  classes: { name: 'text', since: 'date', photo: 'file', timetable: 'file', teacher: 'relation' },
  teachers: { name: 'text', subject: 'text', email: 'email', avatar: 'file', sort: 'number' },
  calendar: {
    title: 'text',
    description: 'text',
    from_date: 'date',
    to_date: 'date',
    countdown: 'bool',
    relevant_classes: 'relation',
    status: 'select',
    publish_at: 'date',
    owner: 'relation',
    review_note: 'text',
  },
  carousel: { image: 'file', description: 'text', author: 'text', idx: 'number' },
  bikeline_bests: { ranking: 'number', image: 'file', name: 'text' },
  general_media: { filename: 'text', file: 'file', description: 'text' },
  saying_of_the_week: { text: 'text', author: 'text', week: 'date' },
  do_you_know: { text: 'text' },
  school: {
    name: 'text',
    short_name: 'text',
    school_type: 'text',
    street: 'text',
    postcode: 'text',
    city: 'text',
    phone: 'text',
    email: 'email',
    logo: 'file',
    accent_color: 'text',
    owner: 'text',
    representative: 'text',
    authority: 'text',
    privacy_contact: 'text',
    hosting: 'text',
    a11y_status: 'select',
    a11y_gaps: 'text',
    a11y_checked: 'text',
  },
};
const CATIGORIES = ['post', 'project', 'currentProject', 'creative', 'event', 'all'];

let server: RunningPocketBase;
let dataDir: string;
let visitor: PocketBase;
let admin: PocketBase;
/** What `npm start` would have printed while starting PocketBase on the empty data directory. */
const firstStartLog: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pb-seed-test-'));
  server = await startPocketBase({ port: await getFreePort(), dir: dataDir, log: (line) => firstStartLog.push(line) });
  visitor = new PocketBase(server.url);
  visitor.autoCancellation(false);
  admin = await superuserOf(server.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const all = (collection: string) => admin.collection(collection).getFullList({ batch: 500 });
const fileUrl = (record: RecordModel, name: string) =>
  `${server.url}/api/files/${record.collectionId}/${record.id}/${name}`;

describe('schema', () => {
  it('has every contract collection with its fields and types, created and updated as autodates', async () => {
    const collections = await admin.collections.getFullList();
    for (const [name, fields] of Object.entries(CONTRACT)) {
      const schema = collections.find((c) => c.name === name)?.fields ?? [];
      const actual = Object.fromEntries(schema.filter((f) => f.name !== 'id').map((f) => [f.name, f.type]));
      expect(actual, name).toEqual({ ...fields, created: 'autodate', updated: 'autodate' });
    }
    const users = collections.find((c) => c.name === 'users');
    expect(users?.type).toBe('auth');
    expect(users?.fields.find((f) => f.name === 'role')).toMatchObject({
      type: 'select',
      values: ['author', 'editor', 'admin'],
    });
  });

  it('lets anonymous visitors list every content collection', async () => {
    for (const name of Object.keys(CONTRACT)) {
      const page = await visitor.collection(name).getList(1, 1);
      expect(page.totalItems, name).toBeGreaterThan(0);
    }
  });

  it('rejects anonymous writes to posts', async () => {
    // The write rules name staff roles: an anonymous create fails them (400), an update or delete finds nothing (404).
    await expect(visitor.collection('posts').create({ title: 'Spam', status: 'draft' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(visitor.collection('posts').update(POST_IDS.pinned, { title: 'Defaced' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(visitor.collection('posts').delete(POST_IDS.pinned)).rejects.toMatchObject({ status: 404 });
    expect((await admin.collection('posts').getOne(POST_IDS.pinned)).title).not.toBe('Defaced');
  });

  it('has an admin, an editor, an author and a reader account that sign in, and the editor owns the demo posts', async () => {
    for (const account of [ADMIN, STAFF, AUTHOR, READER]) {
      const record = await admin
        .collection('users')
        .getFirstListItem(admin.filter('email = {:email}', { email: account.email }));
      expect(record, account.email).toMatchObject({ role: account.role, verified: true, name: account.name });
      // The password is right; editors and admins are then asked for their mailed code (the second factor).
      const needsCode = STAFF_SETTINGS.secondFactor.roles.includes(account.role);
      expect(await passwordAnswer(server.url, account), account.email).toBe(needsCode ? 'second-factor' : 'signed-in');
    }
    expect([ADMIN.role, STAFF.role, AUTHOR.role, READER.role]).toEqual(['admin', 'editor', 'author', '']);
    const posts = await admin.collection('posts').getFullList({ fields: 'id,owner,files,alt_texts' });
    expect(posts.every((post) => post.owner === STAFF_ID)).toBe(true);
    const calendar = await admin.collection('calendar').getFullList({ fields: 'owner' });
    expect(calendar.every((entry) => entry.owner === STAFF_ID)).toBe(true);
    // Every demo photo has its alt text (or is marked decorative), keyed by the name PocketBase stored it under.
    const photos = posts.flatMap((post) =>
      (post.files as string[]).filter((file) => /\.png$/.test(file)).map((file) => [file, post.alt_texts] as const),
    );
    expect(photos.length).toBeGreaterThan(40);
    for (const [file, altTexts] of photos)
      expect(typeof (altTexts as Record<string, unknown>)?.[file], file).toBe('string');
    expect(photos.some(([file, altTexts]) => (altTexts as Record<string, string>)[file] === '')).toBe(true);
  });

  it('neither lists staff accounts nor allows sign-up to anonymous visitors', async () => {
    expect((await visitor.collection('users').getList(1, 10)).totalItems).toBe(0);
    await expect(
      visitor.collection('users').create({ email: 'x@schule.test', password: '12345678', passwordConfirm: '12345678' }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await admin.collection('users').getList(1, 1, { filter: 'email = "x@schule.test"' })).totalItems).toBe(0);
  });

  it('keeps general_media filenames unique', async () => {
    await expect(admin.collection('general_media').create({ filename: 'sprechstunden' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('demo content', () => {
  it('has at least 30 posts over every catigory, with pinned and archived ones', async () => {
    const posts = await all('posts');
    expect(posts.length).toBeGreaterThanOrEqual(30);
    const count = (c: string) => posts.filter((p) => p.catigory === c).length;
    expect(CATIGORIES.map(count).every((n) => n > 0)).toBe(true);
    expect(count('post')).toBeGreaterThanOrEqual(14);
    expect(posts.filter((p) => p.pin)).toHaveLength(3);
    expect(posts.filter((p) => p.archiv && p.catigory === 'project').length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((p) => p.archiv && p.catigory === 'post').length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((p) => p.files.length === 0).length).toBeGreaterThanOrEqual(2);
    expect(posts.some((p) => p.class.length > 1)).toBe(true);
    expect(posts.some((p) => p.class.length === 0)).toBe(true);
  });

  it('has one draft, one post in review and one scheduled for the dashboard, every other post published', async () => {
    const posts = await all('posts');
    const byId = (id: string) => posts.find((p) => p.id === id);
    expect(byId(POST_IDS.draft)?.status).toBe('draft');
    expect(byId(POST_IDS.inReview)?.status).toBe('review');
    expect(byId(POST_IDS.scheduled)?.status).toBe('published');
    expect(new Date(String(byId(POST_IDS.scheduled)?.publish_at).replace(' ', 'T')).getTime()).toBeGreaterThan(
      Date.now(),
    );
    const rest = posts.filter((p) => ![POST_IDS.draft, POST_IDS.inReview, POST_IDS.scheduled].includes(p.id));
    expect(rest.filter((p) => p.status !== 'published' || p.publish_at)).toEqual([]);
  });

  it('dates the published posts between September 2025 and November 2026', async () => {
    const published = (await all('posts')).filter((p) => p.status === 'published' && !p.publish_at);
    const dates = published.map((p) => p.date as string).sort();
    expect(dates[0] ?? '').toMatch(/^2025-(09|1[0-2])-/);
    expect(dates.at(-1) ?? '').toMatch(/^2026-(0\d|1[01])-/);
  });

  it('contains one post with hostile HTML for the sanitiser to remove', async () => {
    const post = await visitor.collection('posts').getOne(POST_IDS.hostile);
    for (const bad of ['<script>', 'onerror=', 'javascript:', '<iframe']) expect(post.description).toContain(bad);
  });

  it('has classes in display years 1 to 4 and one graduating class today', async () => {
    const now = new Date();
    // seed-spec section 5, with months counted from 1
    const displayYear = (since = '') => {
      const start = new Date(since.replace(' ', 'T'));
      return (
        now.getUTCFullYear() -
        start.getUTCFullYear() +
        1 +
        (now.getUTCMonth() + 1 >= 7 ? 1 : 0) -
        (start.getUTCMonth() + 1 > 6 ? 1 : 0)
      );
    };
    const classes = await all('classes');
    const years = classes.map((c) => displayYear(c.since));
    for (const year of [1, 2, 3, 4]) expect(years).toContain(year);
    expect(years.filter((y) => y > 4)).toHaveLength(1);
    const graduating = classes.find((c) => c.id === CLASS_IDS.graduating);
    expect(displayYear(graduating?.since)).toBeGreaterThan(4);
    expect(graduating?.teacher).toBe('');
    expect(classes.filter((c) => !c.photo).map((c) => c.id)).toEqual([CLASS_IDS.secondB]);
  });

  it('has exactly one future countdown, three to six weeks ahead, and one past countdown', async () => {
    const now = Date.now();
    const countdowns = await visitor.collection('calendar').getFullList({ filter: 'countdown = true' });
    const future = countdowns.filter((c) => Date.parse(c.from_date.replace(' ', 'T')) > now);
    expect(future.map((c) => c.id)).toEqual([CALENDAR_IDS.countdown]);
    const daysAhead = (Date.parse(future[0]?.from_date.replace(' ', 'T')) - now) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(20);
    expect(daysAhead).toBeLessThan(43);
    expect(countdowns.map((c) => c.id)).toContain(CALENDAR_IDS.pastCountdown);
  });

  it('has a carousel entry without image and the three known general_media keys', async () => {
    const carousel = await all('carousel');
    expect(carousel).toHaveLength(5);
    expect(carousel.filter((c) => !c.image).map((c) => c.id)).toEqual([CAROUSEL_WITHOUT_IMAGE]);
    const media = await all('general_media');
    expect(media.map((m) => m.filename).sort()).toEqual(['posts_headline_bg', 'sprechstunden', 'teacher_group_pic']);
    expect(media.every((m) => m.file && m.description)).toBe(true);
  });

  it('fills teachers, bike line, sayings and do-you-know facts', async () => {
    const teachers = await all('teachers');
    expect(teachers.length).toBeGreaterThanOrEqual(10);
    expect(teachers.filter((t) => !t.email)).toHaveLength(3);
    expect(teachers.filter((t) => !t.avatar)).toHaveLength(3);
    expect(await all('bikeline_bests')).toHaveLength(8);
    expect(await all('saying_of_the_week')).toHaveLength(5);
    expect(await all('do_you_know')).toHaveLength(5);
  });

  it('serves uploaded images as PNG and timetables as PDF', async () => {
    const post = await visitor.collection('posts').getOne(POST_IDS.project);
    const image = await fetch(fileUrl(post, post.files[0]));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);

    const media = await visitor.collection('general_media').getFirstListItem('filename = "sprechstunden"');
    const pdf = await fetch(fileUrl(media, media.file));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('lets the staff user sign in with email and password (and then the mailed code)', async () => {
    expect(await passwordAnswer(server.url, STAFF)).toBe('second-factor');
    expect(await passwordAnswer(server.url, { ...STAFF, password: 'falsch-falsch' })).toBe(400);
  });

  it('changes nothing when seeded a second time', async () => {
    const snapshot = async () => {
      const entries = await Promise.all(
        [...Object.keys(CONTRACT), 'users'].map(async (name) =>
          (await all(name)).map((r) => `${name}/${r.id}@${r.updated}`),
        ),
      );
      return entries.flat().sort();
    };
    const before = await snapshot();
    const summary = await seed(server.url, superuserCredentials());
    expect(summary).toEqual({ seeded: false, created: 0 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the demo fills only an empty database', () => {
  const collections = [...Object.keys(CONTRACT), 'users'];

  it('an empty database gets the full demo content, and the start says so', async () => {
    const counts = await Promise.all(collections.map(async (name) => (await all(name)).length));
    expect(counts.every((count) => count > 0)).toBe(true);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(firstStartLog).toContainEqual(
      expect.stringMatching(new RegExp(`^Demo-Inhalte angelegt: ${total} Datensätze`)),
    );
  });

  const restart = async (options: { seedContent?: boolean } = {}) => {
    const log: string[] = [];
    await server.stop();
    server = await startPocketBase({ port: server.port, dir: dataDir, ...options, log: (line) => log.push(line) });
    return log;
  };

  it('records an editor deleted stay deleted after the next start', async () => {
    await admin.collection('posts').delete(POST_IDS.event);
    await admin.collection('calendar').delete(CALENDAR_IDS.countdown);
    const log = await restart();
    expect(log).toContainEqual(
      expect.stringMatching(/^Demo-Inhalte übersprungen: diese Datenbank hat sie am \d{4}-\d\d-\d\d schon bekommen/),
    );
    await expect(admin.collection('posts').getOne(POST_IDS.event)).rejects.toMatchObject({ status: 404 });
    await expect(admin.collection('calendar').getOne(CALENDAR_IDS.countdown)).rejects.toMatchObject({ status: 404 });
    expect((await all('posts')).length).toBeGreaterThan(0);
  });

  it('a database without its marker but with content is never seeded, and is marked from then on', async () => {
    rmSync(path.join(dataDir, DEMO_MARKER));
    expect(await restart()).toContain('Datenbank hat schon Inhalte, Demo-Inhalte übersprungen');
    expect(readDemoMarker(dataDir)).toMatchObject({ demo: false, created: 0 });
  });

  it('an editor who empties every content collection does not get the demo back', async () => {
    for (const name of Object.keys(CONTRACT)) {
      for (const record of await all(name)) await admin.collection(name).delete(record.id);
    }
    const log = await restart();
    expect(log.some((line) => line.startsWith('Ohne Demo-Inhalte: so seit'))).toBe(true);
    for (const name of Object.keys(CONTRACT)) expect(await all(name), name).toEqual([]);
  }, 60_000);
});

describe('starting without demo content', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pb-no-demo-test-'));
  let bare: RunningPocketBase | undefined;
  afterAll(async () => {
    await bare?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads nothing on a new database, and later default starts load nothing either', async () => {
    const port = await getFreePort();
    const first: string[] = [];
    bare = await startPocketBase({ port, dir, seedContent: false, log: (line) => first.push(line) });
    expect(first.some((line) => line.startsWith('Ohne Demo-Inhalte gestartet'))).toBe(true);
    const client = new PocketBase(bare.url);
    await client
      .collection('_superusers')
      .authWithPassword(superuserCredentials().email, superuserCredentials().password);
    for (const name of Object.keys(CONTRACT))
      expect(await client.collection(name).getList(1, 1), name).toMatchObject({ totalItems: 0 });
    expect(await client.collection('users').getList(1, 1)).toMatchObject({ totalItems: 0 });
    await bare.stop();
    const later: string[] = [];
    bare = await startPocketBase({ port, dir, log: (line) => later.push(line) });
    expect(later.some((line) => line.startsWith('Ohne Demo-Inhalte: so seit'))).toBe(true);
    expect(await client.collection('posts').getList(1, 1)).toMatchObject({ totalItems: 0 });
  }, 60_000);

  it.each([
    [['node', 'start.mjs'], {}, true],
    [['node', 'start.mjs', '--no-demo'], {}, false],
    [['node', 'start.mjs'], { DEMO_CONTENT: '0' }, false],
    [['node', 'start.mjs'], { DEMO_CONTENT: '1' }, true],
  ])('%j with %j wants the demo: %s', (argv, env, wanted) => {
    expect(demoWanted(argv, env)).toBe(wanted);
  });
});

describe('ports', () => {
  it('rejects a taken port with a message that names the port and how to move it', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(assertPortFree(port, 'PocketBase')).rejects.toThrow(
        `Port ${port} (PocketBase) ist belegt – setze PB_PORT auf einen freien Port.`,
      );
      await expect(startPocketBase({ port, dir: dataDir })).rejects.toThrow(`Port ${port} (PocketBase) ist belegt`);
    } finally {
      blocker.close();
    }
  });
});
