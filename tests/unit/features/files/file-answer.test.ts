import { describe, expect, test } from 'vitest';
import { FILE_CSP, fileAnswer, fileHeaders } from '../../../../src/features/files/file-answer';

const upstream = (headers: Record<string, string>) => new Response('PNG', { headers });
const file = () =>
  new Response('PNG', {
    headers: fileHeaders(upstream({ 'Content-Type': 'image/png', 'Content-Length': '3' }), 'foto_a1b2c3d4e5.png'),
  });
const etag = '"c/r/foto_a1b2c3d4e5.png"';

describe('file answers', () => {
  test('only type, length and the uploaded name come from PocketBase, with our sandbox', () => {
    const headers = fileHeaders(
      upstream({
        'Content-Type': 'application/pdf',
        'Content-Length': '3',
        'Content-Disposition': 'attachment; filename="plan_a1b2c3d4e5.pdf"',
        'Cache-Control': 'max-age=2592000',
        'Last-Modified': 'Thu, 01 Jan 2026 00:00:00 GMT',
      }),
      'plan_a1b2c3d4e5.pdf',
    );
    expect(Object.fromEntries(headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '3',
      'content-disposition': 'attachment; filename="plan.pdf"',
      'content-security-policy': FILE_CSP,
      'x-content-type-options': 'nosniff',
    });
  });

  test('a browser that has the file gets a 304 without body that keeps it sandboxed', async () => {
    const answer = fileAnswer(file(), { method: 'GET', cacheControl: 'public, max-age=60', etag, ifNoneMatch: etag });
    expect(answer.status).toBe(304);
    expect(await answer.text()).toBe('');
    expect(Object.fromEntries(answer.headers)).toEqual({
      'cache-control': 'public, max-age=60',
      etag,
      'content-security-policy': FILE_CSP,
      'x-content-type-options': 'nosniff',
    });
  });

  test('anyone else gets the file, HEAD its headers alone', async () => {
    const get = fileAnswer(file(), { method: 'GET', cacheControl: 'public, max-age=60', etag, ifNoneMatch: '"x"' });
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('PNG');
    expect(get.headers.get('etag')).toBe(etag);
    const head = fileAnswer(file(), { method: 'HEAD', cacheControl: 'public, max-age=60', etag });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  test('a preview has no ETag, so it never turns into a 304', () => {
    const answer = fileAnswer(file(), { method: 'GET', cacheControl: 'private, no-store', ifNoneMatch: '*' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
  });
});
