// npm run setup [-- --config FILE]: from an empty PocketBase 0.40 (its address and a superuser) to a school that passes
// npm run doctor (contract.md, "Moving in"), in German, asking only what it cannot know: the answers come from FILE
// (JSON, see docs/setup.example.json), from what PocketBase and site.env already hold, and, in a terminal, from
// questions. A second run changes only what is not yet right, and says what it changed. Exit 1 while the doctor
// still names a problem.
import { parseArgs } from "node:util";
import { stdin, stdout } from "node:process";
import { fail } from "./lib/lifecycle.mjs";
import { SITE_ENV_FILE } from "./lib/settings.mjs";
import { parseSetupConfig, readSetupConfig, setAnswer } from "./lib/setup/config.mjs";
import { askQuestion } from "./lib/setup/questions.mjs";
import { applySetup, connect, siteEnvFileValues, stillMissing, withWhatIsKnown } from "./lib/setup/run-setup.mjs";

try {
  const { values } = parseArgs({ options: { config: { type: "string" } } });
  const fromFile = values.config ? readSetupConfig(values.config) : parseSetupConfig({});
  const interactive = !values.config && stdin.isTTY === true;
  /** @type {Record<string, any>} */
  const config = structuredClone(fromFile);
  // The superuser may come from the environment, as for npm run schema and npm run doctor.
  config.pocketbase ??= {};
  config.pocketbase.superuser ??= {};
  config.pocketbase.superuser.email ??= process.env.PB_SUPERUSER_EMAIL;
  config.pocketbase.superuser.password ??= process.env.PB_SUPERUSER_PASSWORD;
  config.mail ??= {};
  config.mail.password ??= process.env.SMTP_PASSWORD;
  if (config.mail.password === undefined) delete config.mail.password;
  const fileValues = siteEnvFileValues(SITE_ENV_FILE);
  config.pocketbase.url ??= fileValues.POCKETBASE_URL;

  const ask = async (missing) => {
    if (!missing.length) return;
    if (!interactive) {
      throw new Error(
        `Es fehlen Angaben für die Einrichtung${values.config ? ` in ${values.config}` : ""}:\n` +
          missing.map(({ path, question }) => `  - ${path}: ${question}`).join("\n") +
          "\nIn die Datei eintragen (Vorlage: docs/setup.example.json) oder npm run setup im Terminal ohne --config aufrufen.",
      );
    }
    for (const { path, question, secret } of missing) setAnswer(config, path, await askQuestion(question, { secret }));
  };

  console.log("Einrichtung der Schulwebsite\n");
  // First what it takes to reach PocketBase; then everything else, with what PocketBase already knows as the answer.
  await ask(stillMissing(parseSetupConfig(config), true).filter(({ path }) => path.startsWith("pocketbase.")));
  const reached = await connect(parseSetupConfig(config));
  const known = await withWhatIsKnown(reached.pb, parseSetupConfig(config), fileValues);
  Object.assign(config, known.config);
  await ask(stillMissing(parseSetupConfig(config), known.hasAdmin));
  const { steps, problems } = await applySetup({
    ...reached,
    config: parseSetupConfig(config),
    envFile: SITE_ENV_FILE,
    env: process.env,
    log: (line) => console.log(line),
  });
  const changed = steps.filter(({ outcome }) => outcome === "geändert").map(({ step }) => step);
  console.log(
    changed.length ? `\nGeändert: ${changed.join("; ")}.` : "\nNichts geändert: alles war schon so eingerichtet.",
  );
  if (problems) {
    console.error(
      `\n${problems === 1 ? "1 Problem" : `${problems} Probleme`}: so ist die Website noch nicht bereit (siehe oben).`,
    );
    process.exit(1);
  }
  console.log(
    "\nBereit. Weiter mit: npx wrangler login (einmal), dann PB_SUPERUSER_EMAIL=… PB_SUPERUSER_PASSWORD=… npm run deploy, " +
      "dann im Cloudflare-Dashboard die Domain der Website hinzufügen (docs/adopting.md).",
  );
  stdout.write("");
} catch (/** @type {any} */ error) {
  fail(error.status ? new Error(`PocketBase hat abgelehnt: ${error.response?.message ?? error.message}`) : error);
}
