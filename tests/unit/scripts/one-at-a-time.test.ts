import { describe, expect, test } from 'vitest';
import { oneAtATime } from '../../../scripts/build/one-at-a-time.mjs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATime (the linaria transforms in the build)', () => {
  test('a call starts only after the previous one has settled, in the order they were made', async () => {
    const events: string[] = [];
    const run = oneAtATime(async (name: string) => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      return name.toUpperCase();
    });
    expect(await Promise.all([run('a'), run('b'), run('c')])).toEqual(['A', 'B', 'C']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  test('a failed call fails alone and the next still runs, with the caller’s this', async () => {
    const plugin = {
      name: 'wyw',
      transform: oneAtATime(async function (this: { name: string }, fail: boolean) {
        await tick();
        if (fail) throw new Error('reset');
        return this.name;
      }),
    };
    const failed = plugin.transform(true);
    const next = plugin.transform(false);
    await expect(failed).rejects.toThrow('reset');
    expect(await next).toBe('wyw');
  });
});
