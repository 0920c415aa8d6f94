import { describe, expect, test } from 'vitest';
import type { RegistryRow } from '../../../../src/features/schools/rules/school-registry';
import {
  REGISTRY_FRESH_MS,
  REGISTRY_MAX_AGE_MS,
  RegistryUnavailableError,
  SchoolDirectory,
} from '../../../../src/features/schools/school-directory';

const ROW: RegistryRow = {
  registered: 1,
  id: 'sabc',
  pocketbase_url: 'https://pb.schule.at/',
  site_url: 'https://schule.at/',
  name: 'Mittelschule Beispiel',
  short_name: 'MS Beispiel',
};

/** A stand-in for D1 that answers the lookup with `answer()` and counts the questions (the worker tests use D1). */
function registry(answer: (host: string) => RegistryRow | null | Error) {
  const asked: string[] = [];
  const db = {
    prepare: () => ({
      bind: (host: string) => ({
        first: async () => {
          asked.push(host);
          const result = answer(host);
          if (result instanceof Error) throw result;
          return result;
        },
      }),
    }),
  } as unknown as D1Database;
  return { db, asked };
}

describe('SchoolDirectory', () => {
  test('a registered host is its school, trailing slashes gone; an unregistered one is unknown', async () => {
    const { db } = registry((host) => (host === 'schule.at' ? ROW : { ...ROW, id: null, name: null }));
    const directory = new SchoolDirectory();
    const found = await directory.lookup(db, 'schule.at');
    expect(found).toMatchObject({
      kind: 'school',
      school: { id: 'sabc', pocketbaseUrl: 'https://pb.schule.at', siteUrl: 'https://schule.at' },
    });
    expect(await directory.lookup(db, 'other.at')).toEqual({ kind: 'unknown' });
  });

  test('an empty registry, or none at all, is the single school of the vars', async () => {
    expect(await new SchoolDirectory().lookup(registry(() => ({ ...ROW, registered: 0 })).db, 'x.at')).toEqual({
      kind: 'single',
    });
    expect(
      await new SchoolDirectory().lookup(registry(() => new Error('D1_ERROR: no such table: schools')).db, 'x.at'),
    ).toEqual({
      kind: 'single',
    });
  });

  test('a changed row has another version: copies of the old one are not used', async () => {
    let name = 'Alt';
    const { db } = registry(() => ({ ...ROW, name }));
    const before = await new SchoolDirectory().lookup(db, 'schule.at');
    name = 'Neu';
    const after = await new SchoolDirectory().lookup(db, 'schule.at');
    expect(before.kind === 'school' && after.kind === 'school' && before.school.version !== after.school.version).toBe(
      true,
    );
  });

  test('fresh for 30 s without asking; then answered while asked anew; past 60 s asked first', async () => {
    let name = 'Alt';
    const { db, asked } = registry(() => ({ ...ROW, name }));
    const directory = new SchoolDirectory();
    const start = Date.now();
    await directory.lookup(db, 'schule.at', { now: start });
    name = 'Neu';
    const nameAt = async (now: number, waitUntil?: (p: Promise<unknown>) => void) => {
      const found = await directory.lookup(db, 'schule.at', { now, waitUntil });
      return found.kind === 'school' ? found.school.name : found.kind;
    };
    expect(await nameAt(start + REGISTRY_FRESH_MS - 1)).toBe('Alt');
    expect(asked).toHaveLength(1);
    const background: Promise<unknown>[] = [];
    expect(await nameAt(start + REGISTRY_FRESH_MS, (p) => background.push(p))).toBe('Alt');
    await Promise.all(background);
    expect(asked).toHaveLength(2);
    expect(await nameAt(start + REGISTRY_FRESH_MS + 1)).toBe('Neu');

    const other = new SchoolDirectory();
    name = 'Alt';
    await other.lookup(db, 'schule.at', { now: start });
    name = 'Neu';
    const found = await other.lookup(db, 'schule.at', { now: start + REGISTRY_MAX_AGE_MS, waitUntil: () => {} });
    expect(found.kind === 'school' && found.school.name).toBe('Neu');
  });

  test('D1 unreachable: the last answer stands; with none, a clear error', async () => {
    let down = false;
    const { db } = registry(() => (down ? new Error('D1 is down') : ROW));
    const directory = new SchoolDirectory();
    await directory.lookup(db, 'schule.at', { now: 0 });
    down = true;
    expect((await directory.lookup(db, 'schule.at', { now: REGISTRY_MAX_AGE_MS * 10 })).kind).toBe('school');
    await expect(directory.lookup(db, 'new.at')).rejects.toBeInstanceOf(RegistryUnavailableError);
  });
});
