// What `npm run doctor` says about Cloudflare Access in front of PocketBase (docs/keeping-pocketbase-private.md).

/** @typedef {import("./doctor-checks.mjs").Finding} Finding */

/** @type {(text: string) => Finding} */
const ok = (text) => ({ ok: true, text });
/** @type {(text: string, fix: string) => Finding} */
const warning = (text, fix) => ({ ok: true, warning: true, text, fix });
/** @type {(text: string, fix: string) => Finding} */
const problem = (text, fix) => ({ ok: false, text, fix });

const GUIDE = "docs/keeping-pocketbase-private.md";
const APPLICATION =
  "Cloudflare Zero Trust → Access → Applications → die Anwendung für PocketBases Adresse: eine Policy mit Action " +
  "„Service Auth“ und Include „Service Token“ (das Token der Website), eine zweite mit Action „Allow“ für die " +
  "E-Mail-Adressen der Redaktion; keine „Bypass“-Policy, Pfad leer (die ganze Adresse)";

/**
 * The secret belongs in `wrangler secret put`, never in wrangler.toml, where git and the Cloudflare dashboard show it.
 * @param {Record<string, unknown>} tomlVars wrangler.toml's [vars]
 */
export function checkSecretNotInToml(tomlVars) {
  if (!tomlVars.POCKETBASE_ACCESS_CLIENT_SECRET) return [];
  return [
    problem(
      "POCKETBASE_ACCESS_CLIENT_SECRET steht im Klartext in wrangler.toml.",
      "Die Zeile aus wrangler.toml löschen, das Token in Cloudflare neu erzeugen (es stand in git) und das neue " +
        "Secret in der Umgebung von npm run deploy setzen (oder: npx wrangler secret put POCKETBASE_ACCESS_CLIENT_SECRET).",
    ),
  ];
}

/**
 * Whether PocketBase answers only the site: without the token it must refuse, with it answer.
 * @param {{ clientId?: string, clientSecret?: string }} token what the worker will send (the secret as far as known here)
 * @param {{ withoutToken: "open" | "refused" | "failed", withToken?: "open" | "refused" | "failed" }} answers
 */
export function checkAccess({ clientId, clientSecret }, { withoutToken, withToken }) {
  if (!clientId && clientSecret) {
    return problem(
      "POCKETBASE_ACCESS_CLIENT_SECRET ist gesetzt, POCKETBASE_ACCESS_CLIENT_ID nicht: die Website schickt kein Token.",
      "Beide Hälften des Service-Tokens setzen (Zero Trust → Access → Service Auth → Service Tokens).",
    );
  }
  if (withoutToken === "failed") return undefined;
  if (withoutToken === "open") {
    if (!clientId) {
      return warning(
        "PocketBase antwortet allen im Internet: seine Anmeldung und das Admin-UI sind offen für jede:n.",
        `PocketBase hinter einen Cloudflare Tunnel mit Access legen und der Website ein Service-Token geben (${GUIDE}).`,
      );
    }
    return problem(
      "PocketBase antwortet auch ohne Access-Service-Token: Cloudflare Access steht nicht davor.",
      `${APPLICATION}. Der Tunnel muss der einzige Weg zu PocketBase sein (PocketBase nur auf 127.0.0.1).`,
    );
  }
  if (!clientId) {
    return problem(
      "PocketBase verlangt ein Cloudflare-Access-Token, die Website hat keins: sie könnte nichts lesen.",
      `POCKETBASE_ACCESS_CLIENT_ID und POCKETBASE_ACCESS_CLIENT_SECRET setzen (${GUIDE}).`,
    );
  }
  if (!clientSecret) {
    return problem(
      "POCKETBASE_ACCESS_CLIENT_SECRET fehlt: ohne das Service-Token lässt Cloudflare Access auch diese Prüfung nicht zu PocketBase.",
      "Das Secret für doctor, deploy, schema und backup in der Umgebung setzen (POCKETBASE_ACCESS_CLIENT_SECRET=… npm run doctor) " +
        "oder in site.env (dann chmod 600 site.env); npm run deploy speichert es als wrangler secret.",
    );
  }
  if (withToken === "open") return ok("PocketBase antwortet nur mit dem Access-Service-Token der Website.");
  return problem(
    `Cloudflare Access lässt das Service-Token ${clientId} nicht durch.`,
    `${APPLICATION}. ID und Secret prüfen; abgelaufene Tokens unter Service Auth → Service Tokens erneuern.`,
  );
}
