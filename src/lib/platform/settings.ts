import * as v from 'valibot';
import { parseQuietHours, type QuietHours } from '../domain/quiet-hours.ts';

/**
 * Every setting of the worker, once: its name, whether it is a wrangler secret or a var, its default and how its
 * text becomes a value. `config.ts`, the push settings, the stores, the scripts (which names go where, what the
 * doctor assumes) and the test helpers derive from it; tests hold README "Configuration", wrangler.toml's [vars]
 * and the scripts to it.
 */
type Setting<Value> = {
  kind: 'var' | 'secret';
  /** The default as the README and wrangler.toml write it; undefined: unset. */
  default?: string;
  /** Text (or nothing) to value; a text it cannot take falls back to the default, as every setting did before. */
  value: v.GenericSchema<string | undefined, Value>;
};

/** Trimmed, and absent when empty: an empty var is no value. */
const text = v.pipe(
  v.optional(v.string()),
  v.transform((raw) => raw?.trim() || undefined),
);
const withDefault = (fallback: string) =>
  v.pipe(
    text,
    v.transform((raw) => raw ?? fallback),
  );
/** An address without its trailing slashes. */
const address = (fallback: string) =>
  v.pipe(
    withDefault(fallback),
    v.transform((raw) => raw.replace(/\/+$/, '')),
  );
const flag = v.pipe(
  text,
  v.transform((raw) => raw === '1'),
);
/** A whole number of at least `min`; anything else is the default. */
const count = (fallback: number, min: number) =>
  v.pipe(
    text,
    v.transform((raw) => {
      const value = Number(raw ?? fallback);
      return Number.isInteger(value) && value >= min ? value : fallback;
    }),
  );
/** A number of seconds, not negative; anything else is the default. */
const seconds = (fallback: number) =>
  v.pipe(
    text,
    v.transform((raw) => {
      const value = Number(raw ?? fallback);
      return Number.isFinite(value) && value >= 0 ? value : fallback;
    }),
  );

/** Quiet hours ('20:00-07:00', 'off'); anything else is the default. */
const quietHours = (fallback: string) =>
  v.pipe(
    text,
    v.transform((raw): QuietHours => {
      const chosen = parseQuietHours(raw ?? fallback);
      return chosen === undefined ? (parseQuietHours(fallback) as QuietHours) : chosen;
    }),
  );

const setting = <Value>(kind: Setting<Value>['kind'], value: Setting<Value>['value'], fallback?: string) =>
  ({ kind, value, ...(fallback === undefined ? {} : { default: fallback }) }) satisfies Setting<Value>;

export const SETTINGS = {
  POCKETBASE_URL: setting('var', address('http://127.0.0.1:8090'), 'http://127.0.0.1:8090'),
  SCHOOL_NAME: setting('var', withDefault('Mittelschule Sonnenberg'), 'Mittelschule Sonnenberg'),
  SCHOOL_SHORT_NAME: setting('var', withDefault('MS Sonnenberg'), 'MS Sonnenberg'),
  SITE_URL: setting('var', address('http://127.0.0.1:8787'), 'http://127.0.0.1:8787'),
  CACHE_TTL_SECONDS: setting('var', seconds(60), '60'),
  DEBUG_HEADERS: setting('var', flag),
  POCKETBASE_ACCESS_CLIENT_ID: setting('var', text),
  POCKETBASE_ACCESS_CLIENT_SECRET: setting('secret', text),
  DEVICE_KEY_GENERATION: setting('var', count(1, 1), '1'),
  HSTS_INCLUDE_SUBDOMAINS: setting('var', flag),
  HSTS_PRELOAD: setting('var', flag),
  VAPID_PUBLIC_KEY: setting('secret', text),
  VAPID_PRIVATE_KEY: setting('secret', text),
  VAPID_SUBJECT: setting('secret', text),
  PUSH_MESSAGES_PER_RUN: setting('var', count(10, 1), '10'),
  PUSH_EXTRA_ORIGINS: setting('var', text),
  PARENT_MAIL_KEY: setting('secret', text),
  MAIL_PER_MINUTE: setting('var', count(30, 1), '30'),
  NOTIFY_DELAY_MINUTES: setting('var', count(10, 0), '10'),
  QUIET_HOURS: setting('var', quietHours('20:00-07:00'), '20:00-07:00'),
} as const;

export type SettingName = keyof typeof SETTINGS;
export type Settings = { [Name in SettingName]: v.InferOutput<(typeof SETTINGS)[Name]['value']> };

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
export const VAR_NAMES = SETTING_NAMES.filter((name) => SETTINGS[name].kind === 'var');
export const SECRET_NAMES = SETTING_NAMES.filter((name) => SETTINGS[name].kind === 'secret');

const schema = v.object(
  Object.fromEntries(SETTING_NAMES.map((name) => [name, SETTINGS[name].value])) as {
    [Name in SettingName]: (typeof SETTINGS)[Name]['value'];
  },
);

/** The settings from whatever holds them (the worker's env, getEnv, a Durable Object's env): one parse. */
export function readSettings(read: (name: string) => unknown): Settings {
  const raw = Object.fromEntries(
    SETTING_NAMES.map((name) => {
      const value = read(name);
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
  return v.parse(schema, raw) as Settings;
}

/** One setting's value from its text (a Durable Object reads one or two of them). */
export function readSetting<Name extends SettingName>(name: Name, raw: unknown): Settings[Name] {
  return v.parse(SETTINGS[name].value, typeof raw === 'string' ? raw : undefined) as Settings[Name];
}
