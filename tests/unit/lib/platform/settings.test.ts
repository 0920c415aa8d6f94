import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { describe, expect, test } from 'vitest';
import { readSetting, readSettings, SETTING_NAMES, SETTINGS } from '../../../../src/lib/platform/settings';

const root = path.resolve(import.meta.dirname, '../../../..');

/** README "Configuration": the rows between its markers, as name, default and kind. */
function readmeRows() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const table = /<!-- settings:start -->([\s\S]*?)<!-- settings:end -->/.exec(readme)?.[1] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [name, fallback, kind] = line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim().replace(/^`|`$/g, ''));
      return { name, default: fallback === 'unset' ? undefined : fallback, kind };
    });
}

describe('one schema of the settings', () => {
  test("README's table names every setting with the schema's default and kind, in its order", () => {
    const rows = readmeRows();
    expect(rows.map((row) => row.name)).toEqual(SETTING_NAMES);
    for (const row of rows) {
      const setting = SETTINGS[row.name as keyof typeof SETTINGS];
      expect({ name: row.name, kind: row.kind }).toEqual({ name: row.name, kind: setting.kind });
      expect({ name: row.name, default: row.default }).toEqual({ name: row.name, default: setting.default });
    }
  });

  test("wrangler.toml's [vars] are settings the schema calls vars, each at its default", () => {
    const { bindings } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions;
    const vars = Object.entries(bindings ?? {}).filter(([, value]) => typeof value === 'string');
    expect(vars.length).toBeGreaterThan(0);
    for (const [name, value] of vars) {
      const setting = SETTINGS[name as keyof typeof SETTINGS];
      expect({ name, kind: setting?.kind, value }).toEqual({ name, kind: 'var', value: setting?.default });
    }
  });

  test('nothing set: every default, and unset settings absent', () => {
    const settings = readSettings(() => undefined);
    expect(settings.CACHE_TTL_SECONDS).toBe(60);
    expect(settings.DEVICE_KEY_GENERATION).toBe(1);
    expect(settings.PUSH_MESSAGES_PER_RUN).toBe(10);
    expect(settings.DEBUG_HEADERS).toBe(false);
    expect(settings.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(settings.POCKETBASE_URL).toBe(SETTINGS.POCKETBASE_URL.default);
  });

  test.each([
    ['CACHE_TTL_SECONDS', '0', 0],
    ['CACHE_TTL_SECONDS', '2.5', 2.5],
    ['CACHE_TTL_SECONDS', '-1', 60],
    ['CACHE_TTL_SECONDS', 'sechzig', 60],
    ['DEVICE_KEY_GENERATION', '3', 3],
    ['DEVICE_KEY_GENERATION', '0', 1],
    ['DEVICE_KEY_GENERATION', '1.5', 1],
    ['PUSH_MESSAGES_PER_RUN', '200', 200],
    ['PUSH_MESSAGES_PER_RUN', '0', 10],
    ['PUSH_MESSAGES_PER_RUN', 'viele', 10],
    ['DEBUG_HEADERS', '1', true],
    ['DEBUG_HEADERS', 'true', false],
    ['SITE_URL', 'https://www.schule.at//', 'https://www.schule.at'],
    ['SCHOOL_NAME', '   ', 'Mittelschule Sonnenberg'],
    ['VAPID_SUBJECT', ' mailto:web@schule.at ', 'mailto:web@schule.at'],
  ] as const)('%s=%j reads as %j (what it cannot take is its default)', (name, raw, value) => {
    expect(readSetting(name, raw)).toBe(value);
  });

  test('NOTIFY_DELAY_MINUTES and QUIET_HOURS: the defaults, a choice, off, and what they cannot take', () => {
    expect(readSetting('NOTIFY_DELAY_MINUTES', undefined)).toBe(10);
    expect(readSetting('NOTIFY_DELAY_MINUTES', '0')).toBe(0);
    expect(readSetting('NOTIFY_DELAY_MINUTES', 'zehn')).toBe(10);
    expect(readSetting('QUIET_HOURS', undefined)).toEqual({ start: 20 * 60, end: 7 * 60 });
    expect(readSetting('QUIET_HOURS', '21:00-06:00')).toEqual({ start: 21 * 60, end: 6 * 60 });
    expect(readSetting('QUIET_HOURS', 'off')).toBeNull();
    expect(readSetting('QUIET_HOURS', 'nachts')).toEqual({ start: 20 * 60, end: 7 * 60 });
  });

  test('a binding that is no text (a Durable Object, D1) is no value', () => {
    expect(readSetting('POCKETBASE_ACCESS_CLIENT_ID', { id: 1 })).toBeUndefined();
  });
});
