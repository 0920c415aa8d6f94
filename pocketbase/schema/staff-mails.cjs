// The mails PocketBase sends to staff (contract.md, "Staff accounts and sign-in"), in German with the school's name
// ({APP_NAME}: PocketBase's Settings → Application name), as templates of the `users` collection. Their links lead
// to the site (`siteUrl`), never to PocketBase. Set by the migrations and `npm run schema`; `npm run doctor` compares.
// CommonJS: PocketBase's JavaScript runtime (migrations) requires it too.

const { invitationDays, invitationPath, secondFactor } = require('../pb_hooks/staff.json');

const DAY_SECONDS = 24 * 60 * 60;

const escapeHtml = (value) =>
  String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** One mail's body: a greeting, the paragraphs, and the school's name as the signature. */
const body = (paragraphs) =>
  [
    '<p>Guten Tag {RECORD:name},</p>',
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '<p>Mit freundlichen Grüßen<br>{APP_NAME}</p>',
  ].join('\n');

const link = (href, text) => `<a href="${escapeHtml(href)}">${text}</a>`;

/**
 * The settings of `users` that concern mail: the invitation (PocketBase's verification mail, its token valid
 * `invitationDays` days) and the password reset, both with links to `siteUrl`; the alert of a sign-in from a new
 * device, in German.
 * @param {string} siteUrl e.g. https://www.ms-sonnenberg.at (no trailing slash needed)
 */
function staffMailSettings(siteUrl) {
  const site = String(siteUrl).replace(/\/+$/, '');
  return {
    verificationToken: { duration: invitationDays * DAY_SECONDS },
    verificationTemplate: {
      subject: 'Einladung zur Website von {APP_NAME}',
      body: body([
        'Sie wurden eingeladen, auf der Website von {APP_NAME} mitzuarbeiten. Legen Sie hier Ihr Passwort fest:',
        link(`${site}${invitationPath}?token={TOKEN}`, 'Passwort festlegen und anmelden'),
        `Der Link gilt ${invitationDays} Tage. Wenn die Schule die Anmeldung mit Microsoft oder Google eingerichtet hat, ` +
          `können Sie sich stattdessen auch gleich mit Ihrem Schulkonto anmelden: ${link(`${site}/dash/login`, `${escapeHtml(site)}/dash/login`)}`,
        'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail einfach löschen.',
      ]),
    },
    resetPasswordTemplate: {
      subject: 'Neues Passwort für die Website von {APP_NAME}',
      body: body([
        'Für Ihr Konto auf der Website von {APP_NAME} wurde ein neues Passwort angefordert. Hier legen Sie es fest:',
        link(`${site}/dash/passwort-neu?token={TOKEN}`, 'Neues Passwort festlegen'),
        'Der Link gilt 30 Minuten. Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail löschen: ' +
          'Ihr Passwort bleibt dann, wie es ist.',
      ]),
    },
    authAlert: {
      enabled: true,
      emailTemplate: {
        subject: 'Anmeldung auf einem neuen Gerät: Website von {APP_NAME}',
        body: body([
          'Ihr Konto auf der Website von {APP_NAME} wurde eben auf einem Gerät angemeldet, auf dem es bisher nicht angemeldet war:',
          '{ALERT_INFO}',
          'Waren Sie das nicht, dann ändern Sie bitte sofort Ihr Passwort („Passwort vergessen?“ auf der Anmeldeseite) ' +
            'und sagen Sie es der Administration der Schule.',
        ]),
      },
    },
  };
}

/**
 * The one-time code of a password sign-in that needs a second factor (roles.cjs, SECOND_FACTOR): PocketBase's OTP
 * mail. No link: the code is typed on the page that asked for it. The number of the request ({OTP_ID}) tells two
 * codes apart when a colleague asked twice.
 */
const SIGN_IN_CODE_TEMPLATE = {
  subject: 'Ihr Anmeldecode für die Website von {APP_NAME}',
  body: body([
    'Ihr Code für die Anmeldung auf der Website von {APP_NAME}:',
    '<strong style="font-size:1.5em;letter-spacing:0.2em">{OTP}</strong>',
    `Geben Sie ihn auf der Anmeldeseite ein. Er gilt ${secondFactor.codeMinutes} Minuten.`,
    'Haben Sie sich gerade nicht angemeldet, dann kennt jemand Ihr Passwort: Ändern Sie es bitte sofort ' +
      '(„Passwort vergessen?“ auf der Anmeldeseite) und sagen Sie es der Administration der Schule.',
    '<small>Anfrage {OTP_ID}</small>',
  ]),
};

module.exports = { staffMailSettings, escapeHtml, SIGN_IN_CODE_TEMPLATE };
