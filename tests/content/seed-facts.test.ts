import PocketBase from 'pocketbase';
import { afterEach, expect, inject, test, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});

// CI once seeded at 23:55 UTC and reached /kalender after midnight: the tests' copy of the seed named the next day.
test('the tests’ copy of the seed names the seeded dates even when a test file loads on a later day', async () => {
  vi.useFakeTimers({ now: Date.now() + 86_400_000, toFake: ['Date'] });
  vi.resetModules();
  const { seedEvents } = await import('../e2e/seed-facts');
  vi.useRealTimers();

  const seeded = await new PocketBase(inject('pocketbaseUrl'))
    .collection('calendar')
    .getFullList<{ id: string; from_date: string }>({ fields: 'id,from_date', requestKey: null });
  const fromDates = (entries: Array<{ id: string; from_date: string }>) =>
    Object.fromEntries(entries.map((entry) => [entry.id, entry.from_date]));

  expect(seedEvents.length).toBeGreaterThan(5);
  expect(fromDates(seedEvents.map((event) => ({ id: event.id, from_date: event.data.from_date })))).toEqual(
    fromDates(seeded),
  );
});
