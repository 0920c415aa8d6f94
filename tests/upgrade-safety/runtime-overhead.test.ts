import { describe, expect, test } from 'vitest';
import { measureRuntimeOverhead } from '../../scripts/bench/runtime-overhead.mjs';

const revisit = (changed: string) =>
  `${changed}: bench/README.md "Figures against a floor" reads the bench's CPU figures with it (docs/upgrade-safety.md)`;

/* docs/upgrade-safety.md, row 16: the worker's process under wrangler dev also runs Miniflare's own workers. */
describe("wrangler dev's own workers in the worker's process (scripts/bench/runtime-overhead.mjs)", () => {
  test('cost CPU per request and per backend read that workerd alone does not', async () => {
    const { alone, wrangler } = await measureRuntimeOverhead({ seconds: 2, rounds: 1 });
    expect(wrangler.requestMs, revisit('wrangler dev no longer adds a worker per request')).toBeGreaterThan(
      2 * alone.requestMs,
    );
    expect(wrangler.readMs, revisit('wrangler dev no longer adds a worker per subrequest')).toBeGreaterThan(
      alone.readMs,
    );
  }, 120_000);
});
