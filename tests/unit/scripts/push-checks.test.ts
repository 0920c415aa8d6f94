import { describe, expect, test } from 'vitest';
import { checkDeploymentSettings, checkPushKeys } from '../../../scripts/lib/doctor-checks.mjs';
import { runCronEveryMinute, SCHEDULED_PATH } from '../../../scripts/lib/local-cron.mjs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const KEYS = { VAPID_PUBLIC_KEY: 'B…', VAPID_PRIVATE_KEY: 'd…', VAPID_SUBJECT: 'mailto:webmaster@schule.at' };

describe('npm run deploy and doctor: notifications', () => {
  test('the three VAPID settings in the environment pass', () => {
    expect(checkPushKeys(KEYS, []).map((finding) => finding.ok)).toEqual([true]);
  });

  test('stored as secrets of the deployed worker they pass too', () => {
    expect(checkPushKeys({}, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'])[0]?.ok).toBe(true);
  });

  test('any one missing is a problem that names it and says how to make keys', () => {
    const [finding] = checkPushKeys({ ...KEYS, VAPID_PRIVATE_KEY: undefined }, ['VAPID_PUBLIC_KEY']);
    expect(finding).toMatchObject({ ok: false, text: expect.stringContaining('VAPID_PRIVATE_KEY fehlt') });
    expect(finding && 'fix' in finding ? finding.fix : '').toContain('npm run push:keys');
  });

  test('a subject push services refuse is a problem', () => {
    expect(checkPushKeys({ ...KEYS, VAPID_SUBJECT: 'webmaster@schule.at' }, [])[0]?.ok).toBe(false);
    expect(checkPushKeys({ ...KEYS, VAPID_SUBJECT: 'http://schule.at' }, [])[0]?.ok).toBe(false);
    expect(checkPushKeys({ ...KEYS, VAPID_SUBJECT: 'https://www.schule.at/kontakt' }, [])[0]?.ok).toBe(true);
  });

  test('PUSH_EXTRA_ORIGINS is refused: only tests may add push services', () => {
    const refused = checkDeploymentSettings({ PUSH_EXTRA_ORIGINS: 'http://127.0.0.1:9999' }).filter((f) => !f.ok);
    expect(refused.map((finding) => finding.text)).toEqual([expect.stringContaining('PUSH_EXTRA_ORIGINS')]);
    expect(checkDeploymentSettings({}).filter((finding) => !finding.ok)).toEqual([]);
  });
});

describe('the cron of npm start and npm run preview', () => {
  test('runs at once and then at every interval, through wrangler dev’s scheduled endpoint, until stopped', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const stop = runCronEveryMinute(`http://127.0.0.1:${port}`, () => {}, 100);
    await new Promise((resolve) => setTimeout(resolve, 350));
    stop();
    const runs = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    server.close();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(asked.length).toBe(runs);
    expect(new Set(asked)).toEqual(new Set([SCHEDULED_PATH]));
  });
});
