import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { inPhase } from '../../scripts/bench/quiet.mjs';

const BUSY_LOOP = "timeout 3 sh -c 'while :; do :; done'";
const exited = (child: ReturnType<typeof spawn>) => new Promise((resolve) => child.once('exit', resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A loop left running outside this process's tree would count as someone else's in the next test. */
const LOOP_LEFT_MS = 1_600;
/** CPU seconds the phase counted for other programs named `sh` (the test's busy loops), 0 when none. */
const shSeconds = (others: string[]) =>
  Number(/^sh (\d+\.\d) s$/.exec(others.find((entry) => entry.startsWith('sh ')) ?? '')?.[1] ?? 0);

describe('a bench phase records what else the machine did (scripts/bench/quiet.mjs)', () => {
  test("the bench's own processes never count as other programs", async () => {
    const { phase } = await inPhase('own', () => exited(spawn('sh', ['-c', BUSY_LOOP])));
    expect(shSeconds(phase.others)).toBe(0);
    expect(phase).toMatchObject({ name: 'own', seconds: 3 });
    expect(phase.loadBefore).toBeGreaterThanOrEqual(0);
  });

  test("a child left behind by a process the bench started (Chromium, wrangler) still counts as the bench's", async () => {
    // A session of its own, as Chromium and wrangler have: the leader exits, its busy child lives on under init.
    const leaderExited = exited(spawn('sh', ['-c', `${BUSY_LOOP} & sleep 0.3`], { detached: true, stdio: 'ignore' }));
    const { phase } = await inPhase('orphan', () => new Promise((resolve) => setTimeout(resolve, 2_500)));
    await leaderExited;
    await sleep(LOOP_LEFT_MS);
    expect(shSeconds(phase.others)).toBe(0);
  });

  test('so does one left behind by a process the phase itself started and stopped (a Chromium for Lighthouse)', async () => {
    const { phase } = await inPhase('started within', async () => {
      await exited(spawn('sh', ['-c', `${BUSY_LOOP} & sleep 1`], { detached: true, stdio: 'ignore' }));
      await sleep(1_500);
    });
    await sleep(LOOP_LEFT_MS);
    expect(shSeconds(phase.others)).toBe(0);
  });

  test('a process of someone else busy for the whole phase makes it busy: not judged', async () => {
    // setsid --fork: the loop runs in a session of its own under init, as another program would; the phase starts
    // once the launcher is gone, so no snapshot can see the loop as this process's grandchild.
    await exited(spawn('setsid', ['--fork', 'sh', '-c', BUSY_LOOP], { stdio: 'ignore' }));
    await sleep(200);
    const { phase } = await inPhase('foreign', () => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(shSeconds(phase.others)).toBeGreaterThan(2);
    expect(phase.otherCores).toBeGreaterThan(0.8);
    expect(phase.quiet).toBe(false);
    expect(phase.others[0]).toMatch(/^steal \d+\.\d s$/);
  });
});
