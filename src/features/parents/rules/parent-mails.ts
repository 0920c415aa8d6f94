import * as v from 'valibot';
import { escapeHtml } from '../../../lib/domain/escape-html';
import { isRecordId } from '../../../lib/domain/record-id';

/**
 * E-mail for parents (contract.md "Telling parents"): the addresses, what the form takes, what each mail says. The
 * store (push-store.ts) decides who gets which mail when; the school's PocketBase sends it
 * (pocketbase/pb_hooks/parent-mail.js).
 */

/** Where the form posts (subscribe, confirm, change, stop) and where a mail's link leads (`?t=` the address's token). */
export const MAIL_PAGE_PATH = '/benachrichtigungen/e-mail';
/** RFC 8058's one-click address: a POST with `List-Unsubscribe=One-Click` ends the subscription. */
export const MAIL_UNSUBSCRIBE_PATH = '/api/mail/abmelden';
/** Unconfirmed addresses are deleted this many days after they were entered. */
export const UNCONFIRMED_DAYS = 7;
/** Bounces (the school's server says the address does not exist) before the address is deleted. */
export const MAX_BOUNCES = 3;
/** At most one confirmation (or "you are subscribed already") mail per address in this many minutes. */
export const ASK_AGAIN_MINUTES = 15;
/** Requests from one network (an IPv4 /24, an IPv6 /48) per hour. */
export const REQUESTS_PER_NETWORK_PER_HOUR = 20;
/** Largest form body accepted. */
export const MAX_MAIL_FORM_BYTES = 8192;
const MAX_CLASSES = 50;

export type Frequency = 'sofort' | 'woechentlich';
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  sofort: 'sofort, für jeden neuen Beitrag und Termin',
  woechentlich: 'einmal pro Woche, am Sonntag um 18 Uhr',
};

/** What one address chose. `classes` empty: the whole school. */
export type MailChoice = { classes: string[]; frequency: Frequency };
export type MailRequest = MailChoice & { address: string };

/** The form's answers on /benachrichtigungen (`?e-mail=`) and on the address's own page (`?ok=`). */
export const MAIL_NOTICES = {
  bestaetigen:
    'Fast geschafft: Wir haben eine E-Mail an die angegebene Adresse geschickt. Bitte öffnen Sie den Link darin und ' +
    `bestätigen Sie dort. Ohne Bestätigung bekommen Sie nichts, und die Adresse wird nach ${UNCONFIRMED_DAYS} Tagen gelöscht.`,
  abbestellt: 'Erledigt: Sie bekommen keine E-Mails mehr von uns, und Ihre Adresse ist gelöscht.',
  adresse: 'Bitte geben Sie eine gültige E-Mail-Adresse an, etwa name@beispiel.at.',
  klassen: 'Eine der gewählten Klassen gibt es nicht mehr. Bitte wählen Sie erneut.',
  'zu-oft':
    'Von Ihrem Netz kamen in der letzten Stunde zu viele Anmeldungen. Bitte versuchen Sie es später noch einmal.',
  fehler: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  bestaetigt: 'Danke, Ihre Adresse ist bestätigt. Ab jetzt bekommen Sie E-Mails nach Ihrer Auswahl.',
  gespeichert: 'Ihre Auswahl ist gespeichert.',
  unbekannt:
    `Dieser Link gilt nicht mehr: Die Adresse wurde abgemeldet, oder sie wurde nicht innerhalb von ${UNCONFIRMED_DAYS} ` +
    'Tagen bestätigt. Sie können sich auf der Seite „Benachrichtigungen“ neu anmelden.',
} as const;
export type MailNotice = keyof typeof MAIL_NOTICES;
export const isMailNotice = (value: string): value is MailNotice => Object.hasOwn(MAIL_NOTICES, value);

/** A form's fields as the reader gives them (`texts`: every value of a repeated field). */
export type MailForm = { text(name: string): string; texts(name: string): string[] };

export const MAIL_FIELD = {
  address: 'adresse',
  wholeSchool: 'ganze-schule',
  classes: 'klasse',
  frequency: 'haeufigkeit',
  token: 't',
  action: 'aktion',
} as const;

const addressSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());

/** The choice in a form: classes known to the school (none, or "Ganze Schule": all), and how often. */
export function readMailChoice(form: MailForm, known: ReadonlySet<string>): MailChoice | 'klassen' {
  const wholeSchool = form.text(MAIL_FIELD.wholeSchool) !== '';
  const chosen = [...new Set(form.texts(MAIL_FIELD.classes))].slice(0, MAX_CLASSES);
  if (chosen.some((id) => !isRecordId(id) || !known.has(id))) return 'klassen';
  const frequency: Frequency = form.text(MAIL_FIELD.frequency) === 'woechentlich' ? 'woechentlich' : 'sofort';
  return { classes: wholeSchool ? [] : chosen, frequency };
}

/** The subscribe form: an address and a choice, or what is wrong with them. */
export function readMailRequest(form: MailForm, known: ReadonlySet<string>): MailRequest | 'adresse' | 'klassen' {
  const address = v.safeParse(addressSchema, form.text(MAIL_FIELD.address));
  if (!address.success) return 'adresse';
  const choice = readMailChoice(form, known);
  return choice === 'klassen' ? choice : { address: address.output, ...choice };
}

/** One post or entry in a mail: no pupil's name is ever added to what the page itself shows. */
export type MailItem = { title: string; excerpt?: string; when?: string; url: string };

/** What a mail says, before it is addressed (the store keeps this; the links are added per address when sent). */
export type MailContent =
  | { kind: 'confirm' }
  | { kind: 'known' }
  | { kind: 'post'; item: MailItem; audience: string }
  | { kind: 'entry'; item: MailItem; audience: string; moved: boolean }
  | { kind: 'weekly'; posts: MailItem[]; entries: MailItem[] };

export type AddressedMail = { subject: string; text: string; html: string };

/** Who the mail is from and for, and where its links lead. */
export type MailContext = {
  schoolName: string;
  shortName: string;
  siteUrl: string;
  /** The address's own page (confirm, change, stop): `${siteUrl}${MAIL_PAGE_PATH}?t=…`. */
  pageUrl: string;
  /** What the address chose, in words ("Klasse 2A", "die ganze Schule") and how often. */
  choice: string;
  frequency: Frequency;
};

type Block = { text: string; html: string };
const paragraph = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` });
const link = (label: string, url: string): Block => ({
  text: `${label}: ${url}`,
  html: `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
});
const itemBlock = (item: MailItem): Block => {
  const lines = [item.title, item.when, item.excerpt].filter((line): line is string => Boolean(line));
  return {
    text: [...lines, item.url].join('\n'),
    html:
      `<h2 style="font-size:1.1em;margin:1em 0 0.25em"><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a></h2>` +
      lines
        .slice(1)
        .map((line) => `<p style="margin:0 0 0.5em">${escapeHtml(line)}</p>`)
        .join(''),
  };
};

function body(content: MailContent, context: MailContext): { subject: string; blocks: Block[] } {
  const { schoolName, shortName, pageUrl } = context;
  switch (content.kind) {
    case 'confirm':
      return {
        subject: `Bitte bestätigen: E-Mails von ${schoolName}`,
        blocks: [
          paragraph('Guten Tag,'),
          paragraph(
            `auf der Website von ${schoolName} wurden für diese Adresse E-Mails bestellt: Neuigkeiten für ` +
              `${context.choice}, ${FREQUENCY_LABELS[context.frequency]}.`,
          ),
          paragraph('Bitte bestätigen Sie das auf dieser Seite (dort können Sie die Auswahl auch noch ändern):'),
          link('Anmeldung bestätigen', pageUrl),
          paragraph(
            `Wenn Sie das nicht waren, müssen Sie nichts tun: Ohne Bestätigung bekommen Sie keine weitere E-Mail, und ` +
              `die Adresse wird nach ${UNCONFIRMED_DAYS} Tagen gelöscht.`,
          ),
        ],
      };
    case 'known':
      return {
        subject: `Ihre E-Mails von ${schoolName}`,
        blocks: [
          paragraph('Guten Tag,'),
          paragraph(
            `für diese Adresse wurden auf der Website von ${schoolName} noch einmal E-Mails bestellt. Sie sind bereits ` +
              'angemeldet; geändert wurde nichts. Ihre Auswahl ändern oder die E-Mails abbestellen können Sie hier:',
          ),
          link('Meine Auswahl', pageUrl),
        ],
      };
    case 'post':
      return {
        subject: `${shortName}: ${content.item.title}`,
        blocks: [paragraph(`${content.audience}:`), itemBlock(content.item)],
      };
    case 'entry':
      return {
        subject: `${shortName}: ${content.moved ? 'Termin verschoben' : 'Neuer Termin'}: ${content.item.title}`,
        blocks: [paragraph(`${content.audience}:`), itemBlock(content.item)],
      };
    case 'weekly':
      return {
        subject: `${shortName}: Die Woche im Überblick`,
        blocks: [
          ...(content.posts.length ? [paragraph('Neu in dieser Woche:'), ...content.posts.map(itemBlock)] : []),
          ...(content.entries.length
            ? [paragraph('Termine in den nächsten 14 Tagen:'), ...content.entries.map(itemBlock)]
            : []),
        ],
      };
  }
}

/** The mail for one address: its subject, text and HTML, with the links to change or stop at the end. */
export function addressedMail(content: MailContent, context: MailContext): AddressedMail {
  const { subject, blocks } = body(content, context);
  const footer =
    content.kind === 'confirm'
      ? []
      : [
          paragraph(
            `Sie bekommen diese E-Mail, weil Sie auf der Website von ${context.schoolName} Neuigkeiten für ` +
              `${context.choice} bestellt haben (${FREQUENCY_LABELS[context.frequency]}).`,
          ),
          link('Auswahl ändern oder abbestellen', context.pageUrl),
        ];
  const all = [...blocks, ...footer, paragraph(context.schoolName)];
  return {
    subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 240),
    text: all.map((block) => block.text).join('\n\n'),
    html: `<!DOCTYPE html><html lang="de-AT"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.5;max-width:40em">${all.map((block) => block.html).join('')}</body></html>`,
  };
}
