import { generateKeyPairSync } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./pocketbase.mjs";

/** Where `npm start` and `npm run preview` keep the local VAPID keys they make once; git ignores it. */
export const LOCAL_PUSH_KEYS_FILE = path.join(repoRoot, ".push-keys.json");

/** The VAPID subject of local keys: no push service outside this machine ever sees them. */
export const LOCAL_PUSH_SUBJECT = "mailto:webmaster@localhost";

/**
 * A new VAPID key pair (P-256), as the worker reads it: the public key is the base64url of the uncompressed point
 * (65 bytes, what browsers subscribe with), the private key the base64url of the scalar d (32 bytes).
 * @returns {{ publicKey: string, privateKey: string }}
 */
export function makeVapidKeys() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  // An EC private key's JWK always has x, y and d.
  const jwk = /** @type {{ x: string, y: string, d: string }} */ (privateKey.export({ format: "jwk" }));
  const point = Buffer.concat([Buffer.from([0x04]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

/**
 * The local VAPID settings: read from `file`, or made once and written there (readable by its owner alone). Changing
 * them would cut off every local subscription, so they are kept.
 * @returns {{ VAPID_PUBLIC_KEY: string, VAPID_PRIVATE_KEY: string, VAPID_SUBJECT: string }}
 * @throws {Error} when the file exists but does not hold the three settings
 */
export function localPushKeys(file = LOCAL_PUSH_KEYS_FILE) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
    const { publicKey, privateKey } = makeVapidKeys();
    const keys = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: LOCAL_PUSH_SUBJECT };
    try {
      writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: "wx" });
      return keys;
    } catch (raced) {
      // Another start made them in the meantime: theirs count.
      if (/** @type {NodeJS.ErrnoException} */ (raced).code !== "EEXIST") throw raced;
      text = readFileSync(file, "utf8");
    }
  }
  const keys = JSON.parse(text);
  for (const name of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]) {
    if (typeof keys[name] !== "string" || !keys[name]) {
      throw new Error(
        `${path.basename(file)} enthält kein ${name}: Datei löschen, dann werden neue Schlüssel gemacht.`,
      );
    }
  }
  return {
    VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: keys.VAPID_SUBJECT,
  };
}
