// A real SMTP server on loopback that receives and parses every mail (smtp-server, mailparser): the mailbox of the
// tests, and of `npm start`, which prints each mail's links so that invitations and password resets work on one
// machine. Never a mock of the mailer: PocketBase sends through its own SMTP client, as it would to the school's
// server.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

/**
 * One received mail as a test or a person reads it.
 * `headerLines`: each header as it came (key in lower case, the whole line), e.g. List-Unsubscribe.
 * @typedef {{ from: string, to: string[], subject: string, text: string, html: string, headers: Map<string, unknown>, headerLines: Array<{ key: string, line: string }>, links: string[] }} CaughtMail
 */

const LINK = /href="([^"]+)"/g;
const decode = (href) => href.replace(/&amp;/g, "&");

/**
 * Starts the mailbox on 127.0.0.1:`port` (0: any free port). With `dir`, each mail is also written there as JSON
 * (without its headers), for readers in other processes (the tests' files, tests/helpers/mailbox.ts). `refuse`: the
 * addresses it answers 550 at RCPT, as a server does for a mailbox that does not exist (a bounce).
 * @param {{ port?: number, dir?: string, onMail?: (mail: CaughtMail) => void, refuse?: (address: string) => boolean }} [options]
 * @returns {Promise<{ port: number, mails: CaughtMail[], refused: string[], waitFor: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ port = 0, dir, onMail = () => {}, refuse = () => false } = {}) {
  /** @type {CaughtMail[]} */
  const mails = [];
  /** @type {Set<() => void>} */
  const waiting = new Set();
  /** @type {string[]} every address refused at RCPT, in order */
  const refused = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address.toLowerCase())) return callback();
      refused.push(address.address.toLowerCase());
      const error = Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const html = typeof parsed.html === "string" ? parsed.html : "";
          const mail = {
            from: parsed.from?.text ?? "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html,
            headers: parsed.headers,
            headerLines: parsed.headerLines.map(({ key, line }) => ({ key, line })),
            links: [...html.matchAll(LINK)].map((m) => decode(m[1])),
          };
          mails.push(mail);
          if (dir) {
            const { headers, headerLines, ...saved } = mail;
            const name = `${String(mails.length).padStart(6, "0")}.json`;
            // Whole or not at all, for a reader polling the directory.
            writeFileSync(path.join(dir, `${name}.part`), JSON.stringify({ ...saved, receivedAt: Date.now() }));
            renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
          }
          onMail(mail);
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    mails,
    refused,
    /** The first mail (received before or after the call) that `match` accepts. */
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`keine passende E-Mail in ${timeoutMs} ms (${mails.length} empfangen)`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * PocketBase's settings for sending through the mailbox on `port`, as `PATCH /api/settings` takes them.
 * @param {number} port
 * @param {{ senderAddress?: string }} [sender]
 */
export const mailCatcherSettings = (port, { senderAddress = "website@schule.test" } = {}) => ({
  smtp: { enabled: true, host: "127.0.0.1", port, username: "", password: "", authMethod: "PLAIN", tls: false },
  meta: { senderAddress },
});
