// The questions of `npm run setup` in a terminal: one line each, a password without echo.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { stdin, stdout } from "node:process";

/**
 * Asks one question and returns the trimmed answer (never empty: it asks again).
 * @param {string} question
 * @param {{ secret?: boolean }} [options] secret: what is typed is not shown
 */
export async function askQuestion(question, { secret = false } = {}) {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) stdout.write(chunk, encoding);
      callback();
    },
  });
  const lines = createInterface({ input: stdin, output, terminal: true });
  try {
    for (;;) {
      const pending = lines.question(`${question}: `);
      muted = secret;
      const answer = (await pending).trim();
      muted = false;
      if (secret) stdout.write("\n");
      if (answer) return answer;
      stdout.write("Bitte eine Antwort eingeben.\n");
    }
  } finally {
    lines.close();
  }
}
