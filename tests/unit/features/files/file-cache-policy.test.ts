import { describe, expect, test } from 'vitest';
import {
  classifyFileAnswer,
  etagMatches,
  fileEtag,
  isFileCopyFresh,
  mayStandIn,
  PREVIEW_CACHE_CONTROL,
  publicFileCacheControl,
} from '../../../../src/features/files/rules/file-cache-policy';

const DAY = 24 * 60 * 60;

describe('file copies: lifetimes that keep the takedown promise', () => {
  test('a copy is served without asking PocketBase for the TTL only', () => {
    expect(isFileCopyFresh(0, 60)).toBe(true);
    expect(isFileCopyFresh(59.9, 60)).toBe(true);
    expect(isFileCopyFresh(60, 60)).toBe(false);
    expect(isFileCopyFresh(0, 0)).toBe(false);
  });

  test('a copy from the future is never fresh', () => {
    expect(isFileCopyFresh(-1, 60)).toBe(false);
    expect(mayStandIn(-1, 60)).toBe(false);
  });

  test('a copy stands in for a failed PocketBase for a day past its TTL', () => {
    expect(mayStandIn(60 + DAY - 1, 60)).toBe(true);
    expect(mayStandIn(60 + DAY, 60)).toBe(false);
  });

  test('what PocketBase answered: found, confirmed, gone for the public, or unable to say', () => {
    expect(classifyFileAnswer(200)).toBe('found');
    expect(classifyFileAnswer(304)).toBe('unchanged');
    for (const status of [400, 401, 403, 404, 410]) expect(classifyFileAnswer(status), String(status)).toBe('gone');
    for (const status of [429, 500, 502, 503, 204, 302])
      expect(classifyFileAnswer(status), String(status)).toBe('unavailable');
  });
});

describe('file answers: what browsers and shared caches may keep', () => {
  test('never longer than the copy is fresh, never immutable', () => {
    expect(publicFileCacheControl(60, 0)).toBe('public, max-age=60');
    expect(publicFileCacheControl(60, 0.2)).toBe('public, max-age=59');
    expect(publicFileCacheControl(60, 45.5)).toBe('public, max-age=14');
    expect(publicFileCacheControl(60, -3)).toBe('public, max-age=60');
  });

  test('a copy past its TTL, or caching off, must be asked about every time', () => {
    expect(publicFileCacheControl(60, 59.5)).toBe('public, no-cache');
    expect(publicFileCacheControl(60, 3600)).toBe('public, no-cache');
    expect(publicFileCacheControl(0, 0)).toBe('public, no-cache');
  });

  test('a staff preview is kept nowhere', () => {
    expect(PREVIEW_CACHE_CONTROL).toBe('private, no-store');
  });

  test('the ETag names the file and its thumb size, strongly', () => {
    expect(fileEtag('pbc_1', 'abcdefghijklmno', 'foto_a1b2c3d4e5.png')).toBe(
      '"pbc_1/abcdefghijklmno/foto_a1b2c3d4e5.png"',
    );
    expect(fileEtag('pbc_1', 'abcdefghijklmno', 'foto.png', '320x180')).toBe(
      '"pbc_1/abcdefghijklmno/foto.png@320x180"',
    );
  });

  test('If-None-Match matches a list, a weak twin and *, nothing else', () => {
    const etag = '"pbc_1/r/foto.png"';
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
    expect(etagMatches('"pbc_1/r/foto.png@320x180"', etag)).toBe(false);
    expect(etagMatches('pbc_1/r/foto.png', etag)).toBe(false);
  });
});

describe('edges of the file rules', () => {
  test('a copy stored this very moment may stand in', () => {
    expect(mayStandIn(0, 60)).toBe(true);
  });

  test('a weak tag counts only with W/ in front, not anywhere inside', () => {
    expect(etagMatches('W/"a/b/c.png"', '"a/b/c.png"')).toBe(true);
    expect(etagMatches('"a/bW/"', '"a/b"')).toBe(false);
  });
});
