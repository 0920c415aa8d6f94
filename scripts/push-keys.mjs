// npm run push:keys: a new VAPID key pair for "Telling parents" (docs/telling-parents.md), and how to store it as the worker's secrets.
// Push services know the site by the public key: every browser subscribed under it, so a new pair later cuts off
// every subscription until each visitor turns notifications on again.
import { makeVapidKeys } from "./lib/push-keys.mjs";

const { publicKey, privateKey } = makeVapidKeys();
console.log(`Neues VAPID-Schlüsselpaar für Benachrichtigungen:

  VAPID_PUBLIC_KEY=${publicKey}
  VAPID_PRIVATE_KEY=${privateKey}

Als Secrets des Workers speichern (jeder Befehl fragt nach dem Wert, dann einfügen):

  npx wrangler secret put VAPID_PUBLIC_KEY     (Wert: der öffentliche Schlüssel oben)
  npx wrangler secret put VAPID_PRIVATE_KEY    (Wert: der private Schlüssel oben)
  npx wrangler secret put VAPID_SUBJECT        (Wert: eine Kontaktadresse der Schule, z. B. mailto:webmaster@schule.at
                                                oder https://www.schule.at; Apple verlangt eine echte)

Den privaten Schlüssel nirgends sonst ablegen (nicht in wrangler.toml, nicht in git).
Achtung: Wer die Schlüssel später ändert, macht jede bestehende Anmeldung ungültig; Eltern müssen
Benachrichtigungen dann auf /benachrichtigungen neu einschalten. Einmal setzen und behalten.`);
