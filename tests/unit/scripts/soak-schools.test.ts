import { describe, expect, test } from 'vitest';
import {
  answerProblems,
  expectedMark,
  pinnedTitle,
  type SoakSchool,
  soakSchools,
} from '../../../scripts/bench/soak-schools.mjs';

const schools = soakSchools(4);
const [eins, vier] = [schools[0], schools[3]] as [SoakSchool, SoakSchool];
const html = 'text/html; charset=utf-8';

describe('the schools of the many-schools soak', () => {
  test('spread round-robin over the PocketBases, each with its own name and host', () => {
    expect(schools.map((school) => school.pocketbase)).toEqual([0, 1, 2, 0]);
    expect(vier).toMatchObject({ host: 'schule-04.localhost', name: 'Schule Nummer 04' });
  });
});

describe('the check of every answer', () => {
  const page = (body: string, route = '/') => ({ school: eins, route, status: 200, contentType: html, body });

  test('a page with its own name and its own PocketBase post passes', () => {
    expect(answerProblems(page(`<h1>Schule Nummer 01</h1> ${pinnedTitle(0)}`))).toEqual([]);
  });

  test('another school’s name, host or PocketBase post is named, once each', () => {
    const body = `Schule Nummer 01 Schule Nummer 02 Schule Nummer 02 http://schule-03.localhost:8787/ ${pinnedTitle(1)}`;
    expect(answerProblems(page(body))).toEqual([
      'fremder Name Schule Nummer 02',
      'fremder Host schule-03.localhost',
      'fremder Beitrag Sommerfest PB2',
    ]);
  });

  test('a school with the same PocketBase shares its posts, not its name', () => {
    const answer = { ...page(`Schule Nummer 04 ${pinnedTitle(0)}`), school: vier };
    expect(answerProblems(answer)).toEqual([]);
  });

  test('another PocketBase’s address is named', () => {
    const answer = { ...page('Schule Nummer 01 <img src="http://127.0.0.1:9002/api/files/x">') };
    expect(answerProblems({ ...answer, foreignPocketBases: ['http://127.0.0.1:9002'] })).toEqual([
      'fremdes PocketBase http://127.0.0.1:9002',
    ]);
  });

  test('a page without its own name, a feed without its own host, a 5xx and no answer are named', () => {
    expect(answerProblems(page('<h1>Mittelschule Sonnenberg</h1>'))).toEqual(['eigener Name fehlt']);
    const feed = { ...page('<rss>http://127.0.0.1:8787/</rss>', '/feed.xml'), contentType: 'application/rss+xml' };
    expect(answerProblems(feed)).toEqual(['eigener Host fehlt']);
    expect(answerProblems({ ...page('Schule Nummer 01'), status: 503 })).toEqual(['HTTP 503']);
    expect(answerProblems({ ...page(''), status: 0 })).toEqual(['keine Antwort']);
  });

  test('redirects, files, RSC payloads of a page and the bare 404 of an overlong path need no name', () => {
    expect(expectedMark({ route: '/posts?page=abc', status: 308, contentType: html })).toBe('none');
    expect(expectedMark({ route: '/favicon.svg', status: 200, contentType: 'image/svg+xml' })).toBe('none');
    expect(expectedMark({ route: '/RSC/R/posts.txt', status: 200, contentType: 'text/x-component' })).toBe('none');
    expect(expectedMark({ route: '/RSC/R/_root.txt', status: 200, contentType: 'text/x-component' })).toBe('name');
    expect(expectedMark({ route: `/${'lang'.repeat(600)}`, status: 404, contentType: html })).toBe('none');
    expect(expectedMark({ route: '/gibt-es-nicht', status: 404, contentType: html })).toBe('name');
  });
});

describe('the check of a post’s file', () => {
  const file = { school: eins, route: '/api/files/c/r/foto_ab12cd34ef.png', contentType: 'image/png', body: '' };

  test('of the own PocketBase must answer', () => {
    expect(answerProblems({ ...file, status: 200, fileOf: 0 })).toEqual([]);
    expect(answerProblems({ ...file, status: 404, fileOf: 0 })).toEqual(['eigene Datei fehlt (HTTP 404)']);
  });

  test('of another school’s PocketBase must not', () => {
    expect(answerProblems({ ...file, status: 404, fileOf: 2 })).toEqual([]);
    expect(answerProblems({ ...file, status: 200, fileOf: 2 })).toEqual(['fremde Datei von PB3']);
  });
});
