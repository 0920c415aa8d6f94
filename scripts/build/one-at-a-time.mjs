// wyw-in-js (linaria) shares one cache between the transforms Vite runs at the same time; when one of them finds a
// module another is still evaluating, it resets that cache under the others and they fail the build
// (UnknownDependencyGraphResetError, about one build in four after some edits to styles/theme.ts). Run one at a time.

/**
 * The async function `fn`, but each call starts only after the previous one has settled.
 * @template {(...args: any[]) => Promise<unknown>} F
 * @param {F} fn
 * @returns {F}
 */
export function oneAtATime(fn) {
  /** @type {Promise<unknown>} */
  let previous = Promise.resolve();
  return /** @type {F} */ (
    /** @this {unknown} */
    function (...args) {
      const result = previous.then(() => fn.apply(this, args));
      previous = result.catch(() => undefined);
      return result;
    }
  );
}
