import { hostOf } from './rules/host-name';
import type { SiteConfig } from '../../lib/platform/config';
import { registeredSchoolConfig } from './school-config';
import { RegistryUnavailableError, SchoolDirectory } from './school-directory';
import { log } from '../../lib/platform/request-context';

const directory = new SchoolDirectory();

/** Which school's settings a request gets, or why it gets none. */
export type RequestSchool = { config: SiteConfig } | { refused: 'unknown-host' | 'registry-unavailable' };

/**
 * The school a request is for, by its `Host` header alone (never X-Forwarded-Host, Forwarded or an absolute request
 * address): without a registry (no SCHOOLS binding, or no school in it) the deployment's one school from its vars,
 * which is also what its own host (SITE_URL's) gets while the registry cannot be read and was never read for it.
 */
export async function requestSchool(
  registry: D1Database | undefined,
  hostHeader: string | undefined,
  deployment: SiteConfig,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<RequestSchool> {
  if (!registry) return { config: deployment };
  const host = hostOf(hostHeader);
  if (!host) return { refused: 'unknown-host' };
  try {
    const found = await directory.lookup(registry, host, { waitUntil });
    if (found.kind === 'single') return { config: deployment };
    if (found.kind === 'unknown') return { refused: 'unknown-host' };
    return { config: registeredSchoolConfig(deployment, found.school) };
  } catch (error) {
    if (!(error instanceof RegistryUnavailableError)) throw error;
    log('error', 'registry-unavailable', { error: String(error.cause) });
    // The deployment's own school (its SITE_URL) never waits for the registry: a single school stays up without D1.
    return host === hostOf(new URL(deployment.siteUrl).host)
      ? { config: deployment }
      : { refused: 'registry-unavailable' };
  }
}

/** The answer for a host no school of this deployment has: nothing of any school, in German. */
export function refusedAnswer(reason: 'unknown-host' | 'registry-unavailable'): Response {
  const [status, text] =
    reason === 'unknown-host'
      ? [404, 'Nicht gefunden: Unter dieser Adresse ist keine Schule eingerichtet.']
      : [503, 'Die Website ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.'];
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 503 ? { 'Retry-After': '60' } : {}),
    },
  });
}
