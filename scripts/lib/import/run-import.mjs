// npm run import -- --wordpress FILE_OR_URL, step by step (contract.md, "Moving in"): the old site read whole, every
// file it needs downloaded and checked, then the posts written, each keyed by its WordPress GUID in `imports` (a
// second run updates, never duplicates), and the old addresses kept in `redirects`. Should a write fail, what this
// run created is removed again: nothing half-written stays behind.
import { createHash } from "node:crypto";
import { imageSize } from "image-size";
import { extensionOf, KINDS, kindsOf, listedTypeOf } from "../../../src/lib/domain/file-types.ts";
import { areaOf } from "./import-map.mjs";
import { siteRules } from "./site-rules.mjs";
import { autop, mediaIn, originalOf, pointAtNewFiles, withoutWordPressExtras } from "./post-content.mjs";

/** The schema's limit on files per post (site-schema.cjs, posts.files). */
const MAX_FILES = 20;
const POST_KINDS = kindsOf("posts.files");
const DOWNLOADS_AT_ONCE = 4;

/** WordPress's status → the site's; undefined: not imported (with the reason). */
const STATUS = { publish: "published", future: "published", draft: "draft", pending: "review", private: "draft" };

/**
 * @typedef {{ imported: string[], updated: string[], unchanged: number, skipped: string[], warnings: string[],
 *   redirects: { created: number, kept: number } }} ImportReport
 */

/** Retries what PocketBase refuses with 429 (its rate limits count the importer's writes too), waiting longer each time. */
async function patiently(run, tries = 8) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (/** @type {any} */ error) {
      if (error?.status !== 429 || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 15_000)));
    }
  }
}

/** A fingerprint of what WordPress says about a post, and the area the map gives it. */
function sourceHash(item, catigory) {
  const { title, content, dateGmt, status, thumbnailId, author, slug } = item;
  return createHash("sha256")
    .update(JSON.stringify([title, content, dateGmt, status, thumbnailId, author, slug, catigory]))
    .digest("base64url");
}

/** The old address's path (and query) alone, or undefined for another host. */
function pathOf(link, base) {
  try {
    const url = new URL(link, base);
    if (url.host !== new URL(base).host) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** Every old address of a post: its permalink, /?p=ID, and the date-based addresses WordPress offers. */
export function oldAddressesOf(item, base) {
  const [year, month, day] = (item.dateLocal || item.dateGmt).slice(0, 10).split("-");
  const addresses = [pathOf(item.link, base), `/?p=${item.wpId}`];
  if (item.slug && year && month && day) {
    addresses.push(`/${year}/${month}/${day}/${item.slug}/`, `/${year}/${month}/${item.slug}/`);
  }
  return /** @type {string[]} */ ([...new Set(addresses.filter((address) => address && address !== "/"))]);
}

/**
 * A file the old site serves, downloaded once, its size and kind checked before it is kept (the upload list:
 * pocketbase/pb_hooks/files.json).
 * @returns {Promise<{ bytes: Uint8Array, name: string } | { problem: string }>}
 */
async function download(url, fetchFn) {
  const name = decodeURIComponent(new URL(url).pathname.split("/").pop() || "datei");
  const type = listedTypeOf(name);
  const kind = POST_KINDS.find((k) => KINDS[k].types.some((t) => t.extensions.includes(extensionOf(name))));
  if (!type || !kind) return { problem: `${name}: keine erlaubte Datei (Fotos JPEG, PNG, WebP, GIF oder PDF)` };
  const { maxBytes, maxPixels } = /** @type {{ maxBytes: number, maxPixels?: number }} */ (KINDS[kind]);
  let response;
  try {
    response = await fetchFn(url, { signal: AbortSignal.timeout(60_000) });
  } catch (/** @type {any} */ error) {
    return { problem: `${url}: nicht erreichbar (${error.cause?.code ?? error.message})` };
  }
  if (!response.ok) return { problem: `${url}: HTTP ${response.status}` };
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    return { problem: `${name}: größer als ${Math.round(maxBytes / 1024 / 1024)} MB` };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > maxBytes) return { problem: `${name}: größer als ${Math.round(maxBytes / 1024 / 1024)} MB` };
  if (kind === "photo") {
    try {
      const { width = 0, height = 0 } = imageSize(bytes);
      if (maxPixels && width * height > maxPixels) return { problem: `${name}: mehr als ${maxPixels / 1e6} Megapixel` };
    } catch {
      return { problem: `${name}: kein lesbares Bild` };
    }
  }
  return { bytes, name };
}

/**
 * The files a post brings, in the order the site shows them: the featured image first (the header image), then the
 * images and files its text points at; each with its alt text from WordPress's media library (or the text).
 */
function filesOf(item, site) {
  const attachmentByUrl = new Map([...site.attachments.values()].map((a) => [a.url, a]));
  const files = [];
  const seen = new Set();
  const add = (url, alt, image) => {
    const original = attachmentByUrl.has(url) ? url : attachmentByUrl.has(originalOf(url)) ? originalOf(url) : url;
    if (seen.has(original)) return;
    seen.add(original);
    const library = attachmentByUrl.get(original)?.alt;
    files.push({ url: original, alt: library || alt || undefined, image });
  };
  const featured = item.thumbnailId ? site.attachments.get(item.thumbnailId) : undefined;
  if (featured?.url) add(featured.url, featured.alt, true);
  for (const { url, alt, image } of mediaIn(item.content, site.base)) add(url, alt, image);
  return files;
}

/**
 * Imports `site` into the school's PocketBase.
 * @param {{ pb: import("pocketbase").default, site: import("./wordpress-source.mjs").WpSite,
 *   map: { areas: Record<string, string>, fallback: string }, siteUrl: string, fetchFn?: typeof fetch,
 *   log?: (line: string) => void }} options
 * @returns {Promise<ImportReport>}
 */
export async function importSite({ pb, site, map, siteUrl, fetchFn = fetch, log = () => {} }) {
  const { sanitizeHtml, detailHref, postAreaOf, NEWS_FEED_PATH } = await siteRules();
  /** @type {ImportReport} */
  const report = {
    imported: [],
    updated: [],
    unchanged: 0,
    skipped: [],
    warnings: [...site.notes],
    redirects: { created: 0, kept: 0 },
  };
  const posts = site.items.filter((item) => {
    if (item.type !== "post") {
      report.skipped.push(
        `${item.type === "page" ? "Seite" : `Eintrag vom Typ „${item.type}“`} „${item.title}“: nur Beiträge werden übernommen`,
      );
      return false;
    }
    if (!STATUS[item.status]) {
      report.skipped.push(`Beitrag „${item.title}“ (Status ${item.status}): nicht übernommen`);
      return false;
    }
    return true;
  });
  const comments = site.items.reduce((sum, item) => sum + item.comments, 0);
  if (comments) report.skipped.push(`${comments} Kommentare: die Website hat keine Kommentare`);

  const postsCollection = await pb.collections.getOne("posts");
  const [imports, users, redirects] = await Promise.all([
    pb.collection("imports").getFullList({ batch: 500 }),
    pb.collection("users").getFullList({ batch: 500, fields: "id,email" }),
    pb.collection("redirects").getFullList({ batch: 500 }),
  ]);
  const importOf = new Map(imports.map((row) => [row.source_key, row]));
  const userByEmail = new Map(users.map((user) => [String(user.email).toLowerCase(), user.id]));
  const redirectFrom = new Map(redirects.map((row) => [String(row.from).toLowerCase(), row]));

  // 1. Every file the posts need and do not have yet, downloaded and checked before anything is written.
  const existing = new Map();
  for (const item of posts) {
    const row = importOf.get(item.guid);
    if (row?.post) {
      const post = await pb
        .collection("posts")
        .getOne(row.post)
        .catch((error) => (error?.status === 404 ? null : Promise.reject(error)));
      existing.set(item.guid, post);
    }
  }
  const wanted = new Map();
  for (const item of posts) {
    const stored = importOf.get(item.guid)?.state?.files ?? {};
    const post = existing.get(item.guid);
    for (const file of filesOf(item, site)) {
      if (post && stored[file.url] && post.files.includes(stored[file.url])) continue;
      wanted.set(file.url, undefined);
    }
  }
  const queue = [...wanted.keys()];
  log(`${posts.length} Beiträge, ${queue.length} Dateien zu laden …`);
  await Promise.all(
    Array.from({ length: DOWNLOADS_AT_ONCE }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) wanted.set(url, await download(url, fetchFn));
    }),
  );

  // 2. The posts, each created or brought up to date; what this run created is removed again should one fail.
  const created = [];
  try {
    for (const item of posts) {
      const row = importOf.get(item.guid);
      const post = existing.get(item.guid);
      if (row && (!row.post || post === null)) {
        report.skipped.push(`„${item.title}“: im Dashboard gelöscht, nicht neu angelegt`);
        continue;
      }
      const status = /** @type {string} */ (STATUS[item.status]);
      const catigory = areaOf(item.categories, map);
      // What WordPress (and the map) said the last time: unchanged there, the post keeps what editors did since.
      const hash = sourceHash(item, catigory);
      if (post && row?.state?.hash === hash) {
        report.unchanged += 1;
        continue;
      }
      const email = site.authors.get(item.author);
      const owner = email ? userByEmail.get(email) : undefined;
      if (item.author && email && !owner)
        report.warnings.push(`„${item.title}“: kein Konto für ${email}, ohne Besitzer:in übernommen`);
      const fields = {
        title: item.title || "(ohne Titel)",
        date: item.dateGmt,
        catigory,
        status,
        publish_at: item.status === "future" ? item.dateGmt : "",
        ...(owner ? { owner } : {}),
      };
      const stored = { ...(row?.state?.files ?? {}) };
      const files = filesOf(item, site);
      const uploads = [];
      const altTexts = { ...(post?.alt_texts ?? {}) };
      for (const file of files) {
        if (post && stored[file.url] && post.files.includes(stored[file.url])) continue;
        const got = wanted.get(file.url);
        if (!got || "problem" in got) {
          report.warnings.push(`„${item.title}“: ${got?.problem ?? file.url} – nicht übernommen`);
          continue;
        }
        if ((post?.files.length ?? 0) + uploads.length >= MAX_FILES) {
          report.warnings.push(`„${item.title}“: mehr als ${MAX_FILES} Dateien, ${got.name} nicht übernommen`);
          continue;
        }
        uploads.push({ ...file, ...got });
        if (file.image && file.alt !== undefined) altTexts[got.name] = file.alt;
        if (file.image && file.alt === undefined)
          report.warnings.push(
            `„${item.title}“: ${got.name} ohne Alternativtext (im Dashboard unter „Inhaltsprobleme“ ergänzen)`,
          );
      }
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      for (const upload of uploads) body.append(post ? "files+" : "files", new Blob([upload.bytes]), upload.name);
      body.set("alt_texts", JSON.stringify(altTexts));
      let record = post;
      const changed =
        !post ||
        uploads.length > 0 ||
        Object.entries(fields).some(([name, value]) => String(post[name] ?? "") !== String(value));
      if (!post) {
        record = await patiently(() => pb.collection("posts").create(body));
        created.push({ collection: "posts", id: record.id });
      } else if (changed) {
        record = await patiently(() => pb.collection("posts").update(post.id, body));
      }
      const names = /** @type {string[]} */ (record.files);
      const before = post?.files.length ?? 0;
      uploads.forEach((upload, i) => {
        if (names[before + i]) stored[upload.url] = names[before + i];
      });
      const newAddress = (url) =>
        stored[url] ? `/api/files/${postsCollection.id}/${record.id}/${encodeURIComponent(stored[url])}` : undefined;
      const altOf = (url) => files.find((file) => file.url === url)?.alt;
      const description = sanitizeHtml(
        pointAtNewFiles(withoutWordPressExtras(autop(item.content)), newAddress, altOf),
        siteUrl,
      );
      if (record.description !== description) {
        record = await patiently(() => pb.collection("posts").update(record.id, { description }));
      }
      const state = { files: stored, hash };
      if (!row) {
        const saved = await patiently(() =>
          pb.collection("imports").create({ source_key: item.guid, post: record.id, state }),
        );
        created.push({ collection: "imports", id: saved.id });
      } else await patiently(() => pb.collection("imports").update(row.id, { state }));
      if (!post) report.imported.push(item.title);
      else if (changed || post.description !== description) report.updated.push(item.title);
      else report.unchanged += 1;

      // 3. Its old addresses lead to its new page; an address someone gave another page keeps it.
      const to = detailHref({ id: record.id, catigory, archiv: false });
      for (const from of oldAddressesOf(item, site.base)) {
        const known = redirectFrom.get(from.toLowerCase());
        if (known) {
          if (known.to !== to) report.warnings.push(`${from} führt schon zu ${known.to}: so gelassen`);
          report.redirects.kept += 1;
          continue;
        }
        const saved = await patiently(() => pb.collection("redirects").create({ from, to }));
        redirectFrom.set(from.toLowerCase(), saved);
        created.push({ collection: "redirects", id: saved.id });
        report.redirects.created += 1;
      }
    }
    // The old feed, and each category's page, to where their posts are now.
    /** @type {[string, string][]} */
    const siteWide = [["/feed/", NEWS_FEED_PATH]];
    for (const category of site.categories) {
      if (!category.slug) continue;
      const area = postAreaOf({ catigory: areaOf([category], map), archiv: false });
      siteWide.push([`/category/${category.slug}/`, area.list]);
    }
    for (const [from, to] of siteWide) {
      if (redirectFrom.has(from.toLowerCase())) continue;
      const saved = await patiently(() => pb.collection("redirects").create({ from, to }));
      redirectFrom.set(from.toLowerCase(), saved);
      created.push({ collection: "redirects", id: saved.id });
      report.redirects.created += 1;
    }
  } catch (/** @type {any} */ error) {
    for (const { collection, id } of created.reverse()) {
      await patiently(() => pb.collection(collection).delete(id)).catch(() => {});
    }
    const why = error?.response?.message ?? error?.message ?? String(error);
    throw new Error(`Der Import ist abgebrochen (${why}); was dieser Lauf angelegt hatte, ist wieder entfernt.`);
  }
  return report;
}
