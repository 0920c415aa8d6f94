import { connectAsSuperuser } from "./superuser-client.mjs";
import { checkCollections, checkSchool, checkSettings, checkUsers, checkVersion } from "./doctor-checks.mjs";

const TIMEOUT_MS = 5_000;

/**
 * Everything `npm run doctor` checks: the settings a deploy would ship, then the PocketBase at `url`.
 * @param {{ settings: Record<string, string>, url?: string, admin: { email: string, password: string } }} options
 * @returns {Promise<import("./doctor-checks.mjs").Finding[]>}
 */
export async function runDoctor({ settings, url = settings.POCKETBASE_URL, admin }) {
  const findings = checkSettings(settings);
  if (!url) return findings;
  const base = url.replace(/\/+$/, "");
  try {
    const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!health.ok) throw new Error(`HTTP ${health.status}`);
  } catch (error) {
    findings.push({
      ok: false,
      text: `PocketBase unter ${base} antwortet nicht (${error.cause?.code ?? error.message}).`,
      fix: "Adresse prüfen und PocketBase starten; mit --url lässt sich ein anderes PocketBase prüfen.",
    });
    return findings;
  }
  findings.push(checkVersion(await adminUiVersion(base)));
  let pb;
  try {
    pb = await connectAsSuperuser(base, admin);
  } catch (error) {
    findings.push({
      ok: false,
      text: error.message,
      fix: "PB_ADMIN_EMAIL und PB_ADMIN_PASSWORD eines PocketBase-Admins setzen.",
    });
    return findings;
  }
  const collections = await pb.collections.getFullList({ batch: 200 });
  findings.push(...checkCollections(collections, base));
  findings.push(...checkUsers(collections.find((c) => c.name === "users")));
  const school = collections.some((c) => c.name === "school")
    ? (await pb.collection("school").getList(1, 1, { sort: "created" })).items[0]
    : undefined;
  findings.push(...checkSchool(school ?? null));
  return findings;
}

/** PocketBase names its version only in the admin UI's script ("PocketBase v0.22.20"); undefined when hidden. */
async function adminUiVersion(base) {
  try {
    const page = await (await fetch(`${base}/_/`, { signal: AbortSignal.timeout(TIMEOUT_MS) })).text();
    const script = /src="\.\/(assets\/index-[\w-]+\.js)"/.exec(page)?.[1];
    if (!script) return undefined;
    const code = await (await fetch(`${base}/_/${script}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })).text();
    return /PocketBase v(\d+\.\d+\.\d+)/.exec(code)?.[1];
  } catch {
    return undefined;
  }
}

/** The findings as lines for the terminal; problems carry their fix on the next line. */
export function formatFindings(findings) {
  return findings.map((f) => (f.ok ? `✓ ${f.text}` : `✗ ${f.text}\n    → ${f.fix}`)).join("\n");
}
