/**
 * `cloudflare:workers` outside the Workers runtime (vitest in Node): the Durable Object base class keeps what the
 * runtime gives it, so a class can be run against a stand-in of its state. Tests of the real thing run the build.
 */
export class DurableObject<Env = unknown> {
  constructor(
    protected readonly ctx: DurableObjectState,
    protected readonly env: Env,
  ) {}
}
