/** A school of a deployment that serves many (the registry, contract.md "Many schools, one deployment"). */
export type RegisteredSchool = {
  /** The registry's id of the school: its caches, Durable Objects and cookies are kept under it. */
  id: string;
  pocketbaseUrl: string;
  siteUrl: string;
  name: string;
  shortName: string;
  /** A digest of everything above: it changes with any change to the school's row. */
  version: string;
};

/** Which school a host is for: a registered one, the deployment's only school (no registry or an empty one), none. */
export type HostSchool = { kind: 'school'; school: RegisteredSchool } | { kind: 'single' } | { kind: 'unknown' };

/** A registry row as D1 answers the lookup (scripts/lib/school-registry.mjs writes it). */
export type RegistryRow = {
  registered: number;
  id: string | null;
  pocketbase_url: string | null;
  site_url: string | null;
  name: string | null;
  short_name: string | null;
};

/** What one lookup row says about a host. */
export function hostSchoolFrom(row: RegistryRow | null | undefined): HostSchool {
  if (!row || !row.registered) return { kind: 'single' };
  if (!row.id || !row.pocketbase_url || !row.site_url || !row.name) return { kind: 'unknown' };
  const school = {
    id: row.id,
    pocketbaseUrl: row.pocketbase_url.replace(/\/+$/, ''),
    siteUrl: row.site_url.replace(/\/+$/, ''),
    name: row.name,
    shortName: row.short_name || row.name,
  };
  return { kind: 'school', school: { ...school, version: digest(JSON.stringify(school)) } };
}

/** FNV-1a, 32 bits: enough to tell one version of a row from the next, not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
