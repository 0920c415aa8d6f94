import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { findWorkerd } from '../../scripts/bench/worker-cpu.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startWorker } from '../../scripts/lib/worker.mjs';

const revisit = (changed: string) =>
  `${changed}: scripts/lib/serve-without-inspector.mjs must be revisited (docs/upgrade-safety.md)`;
const inspectorArguments = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((argument) => argument.startsWith('--inspector'));

/* docs/upgrade-safety.md, row 15: the bench times the worker without wrangler dev's inspector. */
describe("wrangler's unstable_startWorker (scripts/lib/serve-without-inspector.mjs)", () => {
  test('serves the built worker in workerd with no inspector, where wrangler dev has one', async () => {
    const [quietPort, devPort] = [await getFreePort(), await getFreePort()];
    const quiet = await startWorker({ port: quietPort, inspector: false });
    const dev = await startWorker({ port: devPort });
    try {
      const answer = await fetch(`${quiet.url}/robots.txt`);
      expect(answer.status, revisit('unstable_startWorker no longer serves the build')).toBe(200);
      expect(inspectorArguments(findWorkerd(devPort).workerPid)).not.toEqual([]);
      expect(
        inspectorArguments(findWorkerd(quietPort).workerPid),
        revisit('`dev.inspector: false` no longer keeps the inspector away'),
      ).toEqual([]);
    } finally {
      await quiet.stop();
      await dev.stop();
    }
  }, 120_000);
});
