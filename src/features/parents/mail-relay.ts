import { fetchBackend } from '../../lib/platform/backend-fetch';
import type { SiteConfig } from '../../lib/platform/config';
import { BACKEND_TIMEOUT_MS } from '../../lib/content/cached-fetch';

/** The route of the school's PocketBase that mails a parent (pocketbase/pb_hooks/parent-mail.js). */
export const PARENT_MAIL_ROUTE = '/api/site/parent-mail';
/** How the site proves itself to that route (its key: PARENT_MAIL_KEY). */
export const PARENT_MAIL_KEY_HEADER = 'X-Parent-Mail-Key';

export type RelayedMail = { to: string; subject: string; text: string; html: string; unsubscribe: string };
/**
 * What became of a mail: accepted by the school's server; `bounce`: the server says the address does not exist;
 * `retry`: no answer, the server or PocketBase failing, or the key or the hooks not (yet) in place; `refused`: the
 * mail itself was refused (never sent again).
 */
export type RelayOutcome = { outcome: 'sent' | 'bounce' | 'retry' | 'refused'; detail?: string };

/** Asks the school's PocketBase to send one mail through its SMTP server. */
export async function relayMail(
  config: Pick<SiteConfig, 'pocketbaseUrl' | 'pocketbaseAccess'>,
  key: string,
  mail: RelayedMail,
): Promise<RelayOutcome> {
  let response: Response;
  try {
    response = await fetchBackend(
      `${config.pocketbaseUrl}${PARENT_MAIL_ROUTE}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [PARENT_MAIL_KEY_HEADER]: key },
        body: JSON.stringify(mail),
        signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS * 3),
      },
      config.pocketbaseAccess,
    );
  } catch (error) {
    return { outcome: 'retry', detail: String(error) };
  }
  if (response.status === 204) return { outcome: 'sent' };
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown; bounce?: unknown };
  const detail = `${response.status} ${typeof answer.error === 'string' ? answer.error : ''}`.trim();
  if (response.status === 502 && answer.bounce === true) return { outcome: 'bounce', detail };
  if (response.status === 400) return { outcome: 'refused', detail };
  return { outcome: 'retry', detail };
}
