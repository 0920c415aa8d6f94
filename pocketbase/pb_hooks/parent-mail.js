// The site's mails to parents (contract.md "Telling parents"), sent through the SMTP server of PocketBase's settings:
// the school's own, which `npm run setup` set up for the staff mails. The site's store of subscribers (a Durable Object
// per school, in the EU) decides who gets what and when; for each mail it asks this route, proving itself with
// PARENT_MAIL_KEY, whose SHA-256 the locked collection `mail_relay` keeps. The route sends one mail to one address
// from the school's sender, always with the one-click unsubscribe headers (RFC 8058), so a leaked key can never send
// a mail that cannot be left. Required by parent-mail.pb.js.

const KEY_HEADER = "X-Parent-Mail-Key";
const ADDRESS = /^[^\s@<>",;]{1,64}@[^\s@<>",;]{1,255}$/;
const MAX_SUBJECT = 250;
const MAX_TEXT = 100000;
/** What a server answers at RCPT for an address that does not exist (or may not receive): a bounce, not a fault. */
const NO_SUCH_ADDRESS = /(^|[^0-9])55[013][ -]/;

function keyMatches(app, given) {
  if (!given) return false;
  let record;
  try {
    record = app.findFirstRecordByFilter("mail_relay", "key_hash != ''");
  } catch (_) {
    return false;
  }
  return $security.equal($security.sha256(given), record.getString("key_hash"));
}

const text = (value) => (typeof value === "string" ? value : "");

function handle(e) {
  if (!keyMatches(e.app, e.request.header.get(KEY_HEADER))) {
    return e.json(403, { error: "Unbekannter Schlüssel." });
  }
  const body = e.requestInfo().body || {};
  if (body.check === true) return e.noContent(204);
  const to = text(body.to);
  const subject = text(body.subject);
  const plain = text(body.text);
  const html = text(body.html);
  const unsubscribe = text(body.unsubscribe);
  if (
    !ADDRESS.test(to) ||
    !subject ||
    subject.length > MAX_SUBJECT ||
    /[\r\n]/.test(subject) ||
    !plain ||
    plain.length > MAX_TEXT ||
    html.length > 2 * MAX_TEXT ||
    !/^https?:\/\/[^\s<>]+$/.test(unsubscribe)
  ) {
    return e.json(400, { error: "Unvollständige E-Mail." });
  }
  const meta = e.app.settings().meta;
  try {
    e.app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: to }],
        subject,
        text: plain,
        html,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "Auto-Submitted": "auto-generated",
        },
      }),
    );
  } catch (error) {
    const message = String(error);
    return e.json(502, { error: message.slice(0, 500), bounce: NO_SUCH_ADDRESS.test(message) });
  }
  return e.noContent(204);
}

module.exports = { handle, KEY_HEADER };
