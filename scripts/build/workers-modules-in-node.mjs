// Waku's build loads the finished server bundle in Node to write the static pages (SSG). The bundle imports the
// Workers runtime's own module `cloudflare:workers` (the base class of the Durable Objects), which Node cannot load:
// while building, Node gets a stand-in that is never used. The deployed worker always gets the real module.
import { register } from "node:module";

const STAND_IN = "export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }";

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") {
    return { url: "data:text/javascript," + encodeURIComponent(${JSON.stringify(STAND_IN)}), shortCircuit: true };
  }
  return next(specifier, context);
}`;

let registered = false;

/** Lets Node load `cloudflare:workers` (as a stand-in) for the rest of this process. */
export function loadWorkersModulesInNode() {
  if (registered) return;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  registered = true;
}
