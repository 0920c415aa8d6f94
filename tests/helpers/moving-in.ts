import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { type RunningPocketBase, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { runScript } from '../scripts/run-script';

/** Another school than the demo one, as its IT person enters it (npm run setup, or the `school` record). */
export const OTHER_SCHOOL = {
  name: 'BG/BRG Musterstadt',
  short_name: 'BG Musterstadt',
  school_type: 'Bundesgymnasium und Bundesrealgymnasium',
  street: 'Gymnasiumstraße 7',
  postcode: '4020',
  city: 'Linz',
  phone: '+43 732 123 456',
  email: 'office@bg-musterstadt.example',
  accent_color: '#1d4ed8',
  owner: 'Republik Österreich (Bund)',
  representative: 'Dir. Dr. Max Beispiel',
  authority: 'Bildungsdirektion für Oberösterreich',
  privacy_contact: 'Mag. Eva Daten, datenschutz@bildung-ooe.example',
  hosting: 'Hetzner Online GmbH, Falkenstein (Deutschland)',
  a11y_status: 'partial',
  a11y_gaps: 'Ältere PDF-Dokumente sind nicht barrierefrei.\n- Videos vor 2025 haben keine Untertitel.',
  a11y_checked: '2026-11-20',
};

/**
 * A PocketBase 0.40 as a school downloads and starts it (no collections of ours, its hooks folder empty, a superuser),
 * the school's mail server (a real one on loopback), and a folder for setup's files (its answers, site.env).
 */
export async function emptySchool() {
  const dir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-moving-in-'));
  const mailbox = await startMailCatcher();
  const pocketbase: RunningPocketBase = await startPocketBase({
    port: await getFreePort(),
    dir: path.join(dir, 'pb'),
    bare: true,
    hooks: false,
  });
  const envFile = path.join(dir, 'site.env');
  return {
    dir,
    envFile,
    mailbox,
    pocketbase,
    /** The folder this PocketBase reads its hooks from. */
    hooksDir: path.join(dir, 'pb', 'no_hooks'),
    /** `npm run setup -- --config FILE` with these answers (an object, or the file's text as it is). */
    setup(config: unknown) {
      const file = path.join(dir, 'setup.json');
      writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
      return runScript('setup.mjs', ['--config', file], { SITE_ENV_FILE: envFile });
    },
    async stop() {
      await pocketbase.stop();
      await mailbox.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
