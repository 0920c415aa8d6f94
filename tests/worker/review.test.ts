import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { toViennaInput } from '../../src/lib/domain/dates';
import { REVIEW_DONE } from '../../src/lib/domain/review';
import { postForm, withFormCookie } from '../helpers/dash-form';
import { allMails, waitForMail } from '../helpers/mailbox';
import { ownBackend } from '../helpers/own-backend';
import { impersonated, newStaffAccount, signInAtSite } from '../helpers/staff-sign-in';
import { get } from '../helpers/worker';

// The way of a post through review, without JavaScript, against a PocketBase with the project's hooks and a real SMTP
// server on loopback (the run's mailbox): submitted, the editors are mailed; returned with a note, the author is
// mailed and sees it; submitted again and scheduled from the review page, it appears.
const backend = ownBackend('review');
let admin: PocketBase;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
}, 120_000);
afterEach(() => backend.recover());
afterAll(() => backend.close());

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const page = async (site: Parameters<typeof get>[0], path: string, cookie: string) =>
  (await get(site, path, { headers: { cookie: withFormCookie(cookie) } })).text;

describe('review', () => {
  test('submitted, returned with a note, submitted again and scheduled: each step mails the one it concerns', async () => {
    const site = await backend.worker({ CACHE_TTL_SECONDS: '2' });
    const [author, editor] = [await newStaffAccount(admin, 'author'), await newStaffAccount(admin, 'editor')];
    const [authorCookie, editorCookie] = [await signInAtSite(site, author), await signInAtSite(site, editor)];
    const title = `Wandertag auf den Schöckl ${Date.now().toString(36)}`;

    const submitted = await postForm(site, '/dash/posts/new', { title, aktion: 'pruefung' }, authorCookie);
    const id = /\/([a-z0-9]{15})\/edit/.exec(submitted.location)?.[1] ?? '';
    const toEditor = await waitForMail((mail) => mail.to.includes(editor.email) && mail.subject.includes(title));
    expect(toEditor.subject).toBe(`Zur Prüfung: „${title}“`);
    expect(toEditor.text).toContain(`${author.name} hat den Beitrag „${title}“ zur Prüfung eingereicht.`);
    const link = toEditor.links.find((href) => href.includes(`/dash/vorschau/${id}`));
    expect(link, 'the mail leads to the review page').toBeDefined();

    // The review page: the post as visitors will see it, who wrote it, and the editors' decisions.
    const review = await page(site, pathOf(link!), editorCookie);
    expect(review).toContain(`Von ${author.name}`);
    expect(review).toContain('Dieser Beitrag war noch nie öffentlich');
    for (const button of ['Veröffentlichen', 'Planen', 'Zurück an die Autorin/den Autor'])
      expect(review).toContain(button);

    // Returning needs a note; with one, the author is mailed and sees it on the form.
    const empty = await postForm(
      site,
      `/dash/vorschau/${id}`,
      { aktion: 'zurueckgeben', anmerkung: ' ' },
      editorCookie,
    );
    expect(await page(site, empty.location, editorCookie)).toContain('Bitte schreiben Sie der Autorin oder dem Autor');
    expect((await admin.collection('posts').getOne(id)).status).toBe('review');
    const note = 'Bitte noch die Abfahrtszeit ergänzen.';
    const returned = await postForm(
      site,
      `/dash/vorschau/${id}`,
      { aktion: 'zurueckgeben', anmerkung: note },
      editorCookie,
    );
    expect(returned.location).toBe(`/dash/vorschau/${id}?erledigt=zurueckgeben`);
    expect(await page(site, returned.location, editorCookie)).toContain(REVIEW_DONE.zurueckgeben);
    expect(await admin.collection('posts').getOne(id)).toMatchObject({ status: 'draft', review_note: note });
    const toAuthor = await waitForMail((mail) => mail.to.includes(author.email) && mail.subject.includes(title));
    expect(toAuthor.subject).toBe(`Zurück an Sie: „${title}“`);
    expect(toAuthor.text).toContain(note);
    expect(await page(site, submitted.location.split('?')[0]!, authorCookie)).toContain(note);

    // Submitted again, the note has done its work; an author cannot write one.
    await postForm(site, `/dash/posts/${id}/edit`, { title, aktion: 'pruefung' }, authorCookie);
    expect(await admin.collection('posts').getOne(id)).toMatchObject({ status: 'review', review_note: '' });

    // Scheduled from the review page for a Vienna time; brought forward, it appears.
    const due = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const scheduled = await postForm(
      site,
      `/dash/vorschau/${id}`,
      { aktion: 'planen', publish_at: toViennaInput(due) },
      editorCookie,
    );
    expect(scheduled.location).toBe(`/dash/vorschau/${id}?erledigt=planen`);
    const stored = await admin.collection('posts').getOne(id);
    expect(stored.status).toBe('published');
    expect(new Date(stored.publish_at).getTime()).toBe(due.getTime());
    expect(new Date(stored.date).getTime()).toBe(due.getTime());
    const planned = await waitForMail(
      (mail) => mail.to.includes(author.email) && mail.subject === `Geplant: „${title}“`,
    );
    expect(planned.links.some((href) => href.includes(`/dash/vorschau/${id}`))).toBe(true);
    expect((await get(site, `/posts/${id}`)).response.status).toBe(404);
    await admin.collection('posts').update(id, { publish_at: new Date(Date.now() - 1000).toISOString() });
    await expect.poll(async () => (await get(site, `/posts/${id}`)).response.status, { timeout: 15_000 }).toBe(200);
  }, 120_000);

  test('a calendar entry has its review page too: the mail leads there, it is returned with a note and scheduled, its dates kept', async () => {
    const site = await backend.worker();
    const [author, editor] = [await newStaffAccount(admin, 'author'), await newStaffAccount(admin, 'editor')];
    const [authorCookie, editorCookie] = [await signInAtSite(site, author), await signInAtSite(site, editor)];
    const title = `Elternabend der 3B ${Date.now().toString(36)}`;
    const submitted = await postForm(
      site,
      '/dash/calendar/new',
      { title, from_date: '2099-03-10T19:00', aktion: 'pruefung' },
      authorCookie,
    );
    const id = /\/([a-z0-9]{15})\/edit/.exec(submitted.location)?.[1] ?? '';
    const toEditor = await waitForMail((mail) => mail.to.includes(editor.email) && mail.subject.includes(title));
    const link = toEditor.links.find((href) => href.includes(`/dash/vorschau/termin/${id}`));
    expect(link, 'the mail leads to the entry’s review page').toBeDefined();
    const review = await page(site, pathOf(link!), editorCookie);
    expect(review).toContain(`Von ${author.name}`);
    expect(review).toContain('So steht der Termin im Kalender');
    expect(review).toContain(title);
    expect(await page(site, '/dash/publishing', editorCookie)).toContain(`/dash/vorschau/termin/${id}`);

    const note = 'Bitte den Raum angeben.';
    const returned = await postForm(
      site,
      `/dash/vorschau/termin/${id}`,
      { aktion: 'zurueckgeben', anmerkung: note },
      editorCookie,
    );
    expect(returned.location).toBe(`/dash/vorschau/termin/${id}?erledigt=zurueckgeben`);
    expect(await admin.collection('calendar').getOne(id)).toMatchObject({ status: 'draft', review_note: note });
    expect(await page(site, `/dash/calendar/${id}/edit`, authorCookie)).toContain(note);

    await postForm(
      site,
      `/dash/calendar/${id}/edit`,
      { title, from_date: '2099-03-10T19:00', aktion: 'pruefung' },
      authorCookie,
    );
    const scheduled = await postForm(
      site,
      `/dash/vorschau/termin/${id}`,
      { aktion: 'planen', publish_at: '2099-01-07T08:00' },
      editorCookie,
    );
    expect(scheduled.location).toBe(`/dash/vorschau/termin/${id}?erledigt=planen`);
    expect(await admin.collection('calendar').getOne(id)).toMatchObject({
      status: 'published',
      publish_at: '2099-01-07 07:00:00.000Z',
      from_date: '2099-03-10 18:00:00.000Z',
    });
  }, 120_000);

  test('only editors decide: an author’s post on the review page has no buttons, and its form post is refused', async () => {
    const site = await backend.worker();
    const author = await newStaffAccount(admin, 'author');
    const cookie = await signInAtSite(site, author);
    const title = `Lesenacht ${Date.now().toString(36)}`;
    const submitted = await postForm(site, '/dash/posts/new', { title, aktion: 'pruefung' }, cookie);
    const id = /\/([a-z0-9]{15})\/edit/.exec(submitted.location)?.[1] ?? '';
    const review = await page(site, `/dash/vorschau/${id}`, cookie);
    expect(review).not.toContain('value="veroeffentlichen"');
    const refused = await postForm(site, `/dash/vorschau/${id}`, { aktion: 'veroeffentlichen' }, cookie);
    expect(await page(site, refused.location, cookie)).toContain('darf nur die Redaktion');
    expect((await admin.collection('posts').getOne(id)).status).toBe('review');
    // PocketBase refuses a note from an author, whatever the site does.
    const asAuthor = await impersonated(backend.pocketbase.url, author);
    await expect(asAuthor.collection('posts').update(id, { review_note: 'selbst' })).rejects.toThrow();
    expect((await admin.collection('posts').getOne(id)).review_note).toBe('');
  }, 60_000);

  test('an editor who turned the mails off in /dash/konto gets none; another editor still does', async () => {
    const site = await backend.worker();
    const [author, quiet, told] = [
      await newStaffAccount(admin, 'author'),
      await newStaffAccount(admin, 'editor'),
      await newStaffAccount(admin, 'editor'),
    ];
    const quietCookie = await signInAtSite(site, quiet);
    expect(await page(site, '/dash/konto', quietCookie)).toContain('checked');
    const saved = await postForm(site, '/dash/konto', {}, quietCookie);
    expect(saved.location).toBe('/dash/konto?gespeichert=1');
    expect((await admin.collection('users').getOne(quiet.id)).mails_off).toBe(true);
    expect(await page(site, saved.location, quietCookie)).not.toContain('checked');

    const title = `Schulball ${Date.now().toString(36)}`;
    await postForm(site, '/dash/posts/new', { title, aktion: 'pruefung' }, await signInAtSite(site, author));
    await waitForMail((mail) => mail.to.includes(told.email) && mail.subject.includes(title));
    expect(allMails().filter((mail) => mail.to.includes(quiet.email) && mail.subject.includes(title))).toEqual([]);
  }, 60_000);
});
