// Cloudflare Access in front of PocketBase, seen from the scripts: the service token's headers for every request they
// send, and how PocketBase answers with and without them.

import { siteEnv } from "./site-env.mjs";

const TIMEOUT_MS = 5_000;

/**
 * The service token as the environment or site.env give it to the scripts (the worker gets the same names as var and
 * secret).
 * @returns {{ clientId?: string, clientSecret?: string }}
 */
export function accessTokenFromEnv(env = siteEnv()) {
  return {
    clientId: env.POCKETBASE_ACCESS_CLIENT_ID || undefined,
    clientSecret: env.POCKETBASE_ACCESS_CLIENT_SECRET || undefined,
  };
}

/**
 * The headers Cloudflare Access reads a service token from; none unless both halves are there.
 * @param {{ clientId?: string, clientSecret?: string }} [token]
 * @returns {Record<string, string>}
 */
export function accessHeaders({ clientId, clientSecret } = accessTokenFromEnv()) {
  return clientId && clientSecret ? { "CF-Access-Client-Id": clientId, "CF-Access-Client-Secret": clientSecret } : {};
}

/**
 * What PocketBase's health address answers: "open" (2xx), "refused" (a redirect to Access's sign-in, 401 or 403),
 * or "failed" (no answer, or anything else). Redirects are not followed: they would carry the token elsewhere.
 * @param {string} base
 * @param {Record<string, string>} [headers]
 * @returns {Promise<"open" | "refused" | "failed">}
 */
export async function probeHealth(base, headers = {}) {
  try {
    const response = await fetch(`${base}/api/health`, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "open";
    if ((response.status >= 300 && response.status < 400) || response.status === 401 || response.status === 403) {
      return "refused";
    }
  } catch {
    // reported as "failed"
  }
  return "failed";
}
