import type { Context } from 'hono';

/**
 * Puts `answer` in place of the current one as it is. Assigning c.res over an answer makes hono copy the old
 * answer's headers onto the new one through yet another Response; a middleware that built its answer from the
 * old one's headers has them all already (and may have dropped one on purpose).
 */
export function replaceAnswer(c: Context, answer: Response): void {
  c.res = undefined;
  c.res = answer;
}
