import { afterEach, expect, test, vi } from 'vitest';
import { describeError, writeLog } from '../../../../src/lib/platform/log';

afterEach(() => vi.restoreAllMocks());

test('an error is described by name and message, with its causes', () => {
  const access = new Error('PocketBase answered 302 to https://schule.cloudflareaccess.com/cdn-cgi/access/login');
  const failure = new TypeError('backend unreachable or slow: https://cms.example/api/health', { cause: access });
  expect(describeError(failure)).toBe(
    'TypeError: backend unreachable or slow: https://cms.example/api/health ' +
      '(cause: Error: PocketBase answered 302 to https://schule.cloudflareaccess.com/cdn-cgi/access/login)',
  );
  expect(describeError('plain')).toBe('plain');
});

test.each([
  ['info', 'log'],
  ['warn', 'warn'],
  ['error', 'error'],
] as const)('a %s line goes to console.%s as one line of JSON', (level, method) => {
  const sink = vi.spyOn(console, method).mockImplementation(() => {});
  writeLog(level, 'request', { path: '/posts', status: 200 });
  expect(sink).toHaveBeenCalledExactlyOnceWith(
    JSON.stringify({ level, event: 'request', path: '/posts', status: 200 }),
  );
});
