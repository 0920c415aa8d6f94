import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { inPhase } from '../../scripts/bench/quiet.mjs';

const BUSY_LOOP = "timeout 3 sh -c 'while :; do :; done'";
const exited = (child: ReturnType<typeof spawn>) => new Promise((resolve) => child.once('exit', resolve));

describe('a bench phase records what else the machine did (scripts/bench/quiet.mjs)', () => {
  test("the bench's own processes never make a phase busy", async () => {
    const { phase } = await inPhase('own', () => exited(spawn('sh', ['-c', BUSY_LOOP])));
    expect(phase.quiet).toBe(true);
    expect(phase.otherCores).toBeLessThan(0.2);
    expect(phase).toMatchObject({ name: 'own', seconds: 3 });
    expect(phase.loadBefore).toBeGreaterThanOrEqual(0);
  });

  test("a child left behind by a process the bench started (Chromium, wrangler) still counts as the bench's", async () => {
    // A session of its own, as Chromium and wrangler have: the leader exits, its busy child lives on under init.
    const leaderExited = exited(spawn('sh', ['-c', `${BUSY_LOOP} & sleep 0.3`], { detached: true, stdio: 'ignore' }));
    const { phase } = await inPhase('orphan', () => new Promise((resolve) => setTimeout(resolve, 2_500)));
    await leaderExited;
    expect(phase.otherCores).toBeLessThan(0.2);
    expect(phase.quiet).toBe(true);
  });

  test('so does one left behind by a process the phase itself started and stopped (a Chromium for Lighthouse)', async () => {
    const { phase } = await inPhase('started within', async () => {
      await exited(spawn('sh', ['-c', `${BUSY_LOOP} & sleep 1`], { detached: true, stdio: 'ignore' }));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    });
    expect(phase.otherCores).toBeLessThan(0.2);
    expect(phase.quiet).toBe(true);
  });

  test('a process of someone else busy for the whole phase makes it busy: not judged', async () => {
    // setsid from a process group leader forks: the loop runs outside this process's tree, as another program would.
    spawn('setsid', ['sh', '-c', BUSY_LOOP], { detached: true, stdio: 'ignore' }).unref();
    const { phase } = await inPhase('foreign', () => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(phase.otherCores).toBeGreaterThan(0.8);
    expect(phase.quiet).toBe(false);
    expect(phase.others[0]).toMatch(/^steal \d+\.\d s$/);
    expect(phase.others[1]).toMatch(/^sh [12]\.\d s$/);
  });
});
