import type { Context, MiddlewareHandler } from 'hono';
import { getClasses } from '../../../lib/content/teachers-and-classes';
import { clientNetwork } from '../../../lib/domain/client-address';
import { FormReader, type FormBody } from '../../../lib/domain/form-reader';
import { readLimitedBody } from '../../../lib/edge/limited-body';
import { formPost } from '../../../lib/edge/form-post';
import { describeError } from '../../../lib/platform/log';
import { log, type SiteEnv } from '../../../lib/platform/request-context';
import { mailStore } from '../push-client';
import {
  MAIL_FIELD,
  MAIL_PAGE_PATH,
  MAIL_UNSUBSCRIBE_PATH,
  MAX_MAIL_FORM_BYTES,
  type MailNotice,
  readMailChoice,
  readMailRequest,
} from '../rules/parent-mails';

const NOTIFICATIONS_PATH = '/benachrichtigungen';

const seeOther = (c: Context<SiteEnv>, location: string) =>
  c.body(null, 303, { Location: location, 'Cache-Control': 'no-store' });
/** Back to /benachrichtigungen with the form's answer beside the form. */
const answer = (c: Context<SiteEnv>, notice: MailNotice) =>
  seeOther(c, `${NOTIFICATIONS_PATH}?e-mail=${notice}#e-mail`);
/** Back to the address's own page, with what happened. */
const ownPage = (c: Context<SiteEnv>, token: string | undefined, notice: MailNotice) =>
  seeOther(c, `${MAIL_PAGE_PATH}?${token ? `t=${encodeURIComponent(token)}&` : ''}ok=${notice}`);

async function knownClasses(): Promise<Set<string>> {
  return new Set((await getClasses()).value.map((cls) => cls.id));
}

/**
 * The e-mail form's POSTs to /benachrichtigungen/e-mail (plain forms, no script needed): "bestellen" from
 * /benachrichtigungen; "speichern" (which confirms a waiting address) and "abbestellen" from the address's own page.
 * The answer never says whether an address was known.
 */
async function answerMailForm(c: Context<SiteEnv>): Promise<Response> {
  const { bindings, config } = c.var.request;
  const store = mailStore(bindings, config.siteId);
  if (!store) return answer(c, 'fehler');
  const body = await readLimitedBody(c, MAX_MAIL_FORM_BYTES, () => c.req.parseBody({ all: true }) as Promise<FormBody>);
  if (body === 'too-large' || body === undefined) return answer(c, 'fehler');
  const form = new FormReader(body);
  const action = form.text(MAIL_FIELD.action, 20);
  const token = form.text(MAIL_FIELD.token, 100);
  try {
    if (action === 'abbestellen') {
      await store.stopMail(token);
      return answer(c, 'abbestellt');
    }
    if (action === 'speichern') {
      const choice = readMailChoice(form, await knownClasses());
      if (choice === 'klassen') return ownPage(c, token, 'klassen');
      const saved = await store.saveMail(token, choice);
      return ownPage(c, saved === 'unbekannt' ? undefined : token, saved);
    }
    const request = readMailRequest(form, await knownClasses());
    if (typeof request === 'string') return answer(c, request);
    const school = {
      pocketbaseUrl: config.pocketbaseUrl,
      siteUrl: config.siteUrl,
      shortName: config.schoolShortName,
      name: config.schoolName,
    };
    const result = await store.requestMail(request, clientNetwork(c.req.header('cf-connecting-ip')), school);
    return answer(c, result === 'ok' ? 'bestaetigen' : result === 'zu-oft' ? 'zu-oft' : 'fehler');
  } catch (error) {
    log('warn', 'mail-form-failed', { error: describeError(error) });
    return answer(c, 'fehler');
  }
}

/**
 * RFC 8058's one-click address (`List-Unsubscribe`): a POST ends the subscription, from a mail provider's server as
 * from a person, without a form (the token in the address is the proof). A GET (a mail program that opens the address
 * instead) leads to the address's own page and changes nothing: link scanners open every link of a mail.
 */
async function answerOneClick(c: Context<SiteEnv>): Promise<Response> {
  const token = c.req.query(MAIL_FIELD.token) ?? '';
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    return seeOther(c, `${MAIL_PAGE_PATH}?t=${encodeURIComponent(token)}`);
  }
  if (c.req.method !== 'POST') return c.body(null, 405, { Allow: 'GET, POST' });
  const { bindings, config } = c.var.request;
  const store = mailStore(bindings, config.siteId);
  if (!store) return c.text('E-Mails sind für diese Website nicht eingerichtet.', 503);
  try {
    await store.stopMail(token);
  } catch (error) {
    log('warn', 'mail-unsubscribe-failed', { error: describeError(error) });
    return c.text('Die Abmeldung ist gerade nicht möglich. Bitte später noch einmal versuchen.', 503, {
      'Retry-After': '60',
    });
  }
  return c.text('Abgemeldet: Sie bekommen keine E-Mails mehr.', 200, { 'Cache-Control': 'no-store' });
}

/** The edge router's step for parents' e-mail: the form's POSTs and the one-click address. */
export default function parentMails(): MiddlewareHandler<SiteEnv> {
  const form = formPost(MAIL_PAGE_PATH, answerMailForm);
  return async function answerParentMails(c, next) {
    if (c.var.request.url.pathname === MAIL_UNSUBSCRIBE_PATH) {
      c.res = await answerOneClick(c);
      return;
    }
    return form(c, next);
  };
}
