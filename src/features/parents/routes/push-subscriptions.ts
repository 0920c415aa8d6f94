import type { Context, MiddlewareHandler } from 'hono';
import { getClasses } from '../../../lib/content/teachers-and-classes';
import { clientAddress } from '../../../lib/domain/client-address';
import { MAX_PUSH_BODY_BYTES, parseSubscribeBody, parseUnsubscribeBody } from '../rules/push-subscription';
import { PUSH_SUBSCRIPTIONS_PATH } from '../rules/push-browser';
import { pushStore } from '../push-client';
import { describeError } from '../../../lib/platform/log';
import { readLimitedBody } from '../../../lib/edge/limited-body';
import { extraPushOrigins, pushSettingsFrom } from '../push-settings';
import { log, type SiteEnv } from '../../../lib/platform/request-context';

const refuse = (c: Context<SiteEnv>, status: 400 | 403 | 405 | 413 | 429 | 503, error: string, headers = {}) =>
  c.json({ error }, status, { 'Cache-Control': 'no-store', ...headers });

/** The JSON body, or a German refusal: only JSON, only from our own pages, never more than a few KiB. */
async function readJson(c: Context<SiteEnv>): Promise<{ body: unknown } | { refusal: Response }> {
  const origin = c.req.header('origin');
  if ((origin && origin !== c.var.request.url.origin) || c.req.header('sec-fetch-site') === 'cross-site') {
    return { refusal: refuse(c, 403, 'Benachrichtigungen lassen sich nur auf dieser Website bestellen.') };
  }
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    return { refusal: refuse(c, 400, 'Erwartet wird JSON (Content-Type: application/json).') };
  }
  const text = await readLimitedBody(c, MAX_PUSH_BODY_BYTES, () => c.req.text());
  if (text === 'too-large') return { refusal: refuse(c, 413, 'Die Anfrage ist zu groß.') };
  try {
    return { body: JSON.parse(text ?? '') };
  } catch {
    return { refusal: refuse(c, 400, 'Die Anfrage ist kein gültiges JSON.') };
  }
}

async function subscribe(c: Context<SiteEnv>, store: NonNullable<ReturnType<typeof pushStore>>): Promise<Response> {
  const read = await readJson(c);
  if ('refusal' in read) return read.refusal;
  const extra = extraPushOrigins((name) => c.var.request.bindings[name]);
  const classIds = new Set((await getClasses()).value.map((cls) => cls.id));
  const parsed = parseSubscribeBody(read.body, extra, classIds);
  if (!parsed.ok) return refuse(c, 400, parsed.error);
  const result = await store.subscribe(parsed.value, clientAddress(c.req.header('cf-connecting-ip')));
  if (result === 'too-many-from-address') {
    return refuse(c, 429, 'Zu viele Anmeldungen von dieser Adresse. Bitte in einer Stunde noch einmal versuchen.', {
      'Retry-After': '3600',
    });
  }
  if (result === 'full') return refuse(c, 503, 'Es können derzeit keine weiteren Benachrichtigungen bestellt werden.');
  return c.json({ ok: true }, 201, { 'Cache-Control': 'no-store' });
}

async function unsubscribe(c: Context<SiteEnv>, store: NonNullable<ReturnType<typeof pushStore>>): Promise<Response> {
  const read = await readJson(c);
  if ('refusal' in read) return read.refusal;
  const parsed = parseUnsubscribeBody(
    read.body,
    extraPushOrigins((name) => c.var.request.bindings[name]),
  );
  if (!parsed.ok) return refuse(c, 400, parsed.error);
  await store.unsubscribe(parsed.value);
  return c.body(null, 204, { 'Cache-Control': 'no-store' });
}

/**
 * POST and DELETE /api/push/subscriptions (contract.md "Telling parents"): a visitor's browser subscription for the
 * chosen classes, kept in the school's own store; the only writes a visitor makes, and never to PocketBase.
 */
export default function pushSubscriptions(): MiddlewareHandler<SiteEnv> {
  return async function answerPushSubscriptions(c, next) {
    const { url, bindings, config } = c.var.request;
    if (url.pathname !== PUSH_SUBSCRIPTIONS_PATH) return next();
    if (c.req.method !== 'POST' && c.req.method !== 'DELETE') {
      c.res = refuse(c, 405, 'Diese Adresse nimmt nur POST und DELETE an.', { Allow: 'POST, DELETE' });
      return;
    }
    const store = pushStore(bindings, config.siteId);
    if (!store || !pushSettingsFrom((name) => bindings[name])) {
      c.res = refuse(c, 503, 'Benachrichtigungen sind für diese Website nicht eingerichtet.');
      return;
    }
    try {
      c.res = await (c.req.method === 'POST' ? subscribe(c, store) : unsubscribe(c, store));
    } catch (error) {
      log('warn', 'push-subscription-failed', { error: describeError(error) });
      c.res = refuse(c, 503, 'Die Anmeldung ist gerade nicht möglich. Bitte später noch einmal versuchen.', {
        'Retry-After': '60',
      });
    }
  };
}
