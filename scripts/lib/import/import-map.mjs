// Which WordPress category becomes which area of the site (contract.md, "Moving in"): `import-map.json` beside
// wrangler.toml, which the school edits (git ignores it). The first run writes it with the defaults below and every
// category the old site has, so the school sees each choice and can change it before running again.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import posts from "../../../pocketbase/pb_hooks/posts.json" with { type: "json" };

const CATIGORIES = /** @type {string[]} */ (posts.catigories);

/** Sensible defaults: a category's name (or slug), lower case, → `catigory`. Anything else is a post ("Aktuelles"). */
export const DEFAULT_AREAS = {
  projekte: "project",
  projekt: "project",
  projects: "project",
  großprojekt: "currentProject",
  "aktuelles großprojekt": "currentProject",
  kreatives: "creative",
  kreativ: "creative",
  kunst: "creative",
  termine: "event",
  veranstaltungen: "event",
  events: "event",
  aktuelles: "post",
  news: "post",
  allgemein: "post",
  uncategorized: "post",
};
export const DEFAULT_AREA = "post";

/**
 * The map for this site: the file's choices, with a line added for each category it does not name yet.
 * @param {string} file
 * @param {{ name: string, slug: string }[]} categories the old site's
 * @returns {{ areas: Record<string, string>, fallback: string, written: boolean }}
 * @throws {Error} in German for a broken file or an area the site does not have
 */
export function importMap(file, categories) {
  let saved = { categories: {}, default: DEFAULT_AREA };
  if (existsSync(file)) {
    try {
      saved = JSON.parse(readFileSync(file, "utf8"));
    } catch (/** @type {any} */ error) {
      throw new Error(
        `${file} ist kein gültiges JSON (${error.message}). Korrigieren oder löschen (dann neu mit den Vorgaben).`,
      );
    }
  }
  const areas = { ...(saved.categories ?? {}) };
  let added = false;
  for (const { name } of categories) {
    if (!name || Object.hasOwn(areas, name)) continue;
    areas[name] = DEFAULT_AREAS[name.toLowerCase()] ?? saved.default ?? DEFAULT_AREA;
    added = true;
  }
  const fallback = saved.default ?? DEFAULT_AREA;
  const wrong = Object.entries({ ...areas, "(default)": fallback }).filter(([, area]) => !CATIGORIES.includes(area));
  if (wrong.length) {
    throw new Error(
      `${file}: ${wrong.map(([name, area]) => `„${name}“ → „${area}“`).join(", ")} ist kein Bereich der Website. ` +
        `Möglich sind: ${CATIGORIES.join(", ")}.`,
    );
  }
  if (added || !existsSync(file)) {
    const body = {
      $comment:
        "WordPress-Kategorie → Bereich der Website (post = Aktuelles, project = Projekte, currentProject = Großprojekt, creative = Kreatives, event = Termin). Ändern und npm run import erneut aufrufen.",
      categories: areas,
      default: fallback,
    };
    writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  }
  return { areas, fallback, written: added };
}

/** The area of a post: its first category the map names (in WordPress's order), else the default. */
export function areaOf(categories, map) {
  for (const { name } of categories) if (Object.hasOwn(map.areas, name)) return map.areas[name];
  return map.fallback;
}
