// A WordPress site as `npm run import` reads it (contract.md, "Moving in"): a WXR 1.2 export file ("Werkzeuge →
// Daten exportieren": RSS 2.0 with the wp:, content:, excerpt: and dc: namespaces) or the public REST API of a live
// site. Both become the same plain shape; nothing is written before the whole source is read, so a truncated file
// is refused with nothing half-done.
import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * @typedef {{ id: string, url: string, alt: string, title: string }} WpAttachment
 * @typedef {{ name: string, slug: string }} WpCategory
 * @typedef {{ guid: string, wpId: string, type: string, status: string, title: string, content: string,
 *   dateGmt: string, dateLocal: string, slug: string, link: string, categories: WpCategory[], author: string,
 *   thumbnailId: string, comments: number }} WpItem
 * @typedef {{ base: string, title: string, authors: Map<string, string>, attachments: Map<string, WpAttachment>,
 *   items: WpItem[], categories: WpCategory[], notes: string[] }} WpSite
 */

const ARRAYS = new Set(["item", "category", "wp:postmeta", "wp:author", "wp:comment", "wp:category"]);
const text = (value) => {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return String(value["#text"] ?? "");
  return String(value);
};
const meta = (item, key) =>
  text((item["wp:postmeta"] ?? []).find((m) => text(m["wp:meta_key"]) === key)?.["wp:meta_value"]);

/** 'YYYY-MM-DD HH:MM:SS' (WordPress's GMT or local time) as PocketBase's date, or '' for none ('0000-00-00 …'). */
export function wpDate(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value ?? "");
  if (!match || match[1] === "0000") return "";
  return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}.000Z`;
}

/**
 * A WXR export, read whole.
 * @param {string} xml
 * @returns {WpSite}
 * @throws {Error} in German when the file is no WordPress export, or broken or cut off (with the line)
 */
export function readWxr(xml) {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new Error(
      `Die Exportdatei ist beschädigt oder unvollständig (Zeile ${valid.err.line}: ${valid.err.msg}). ` +
        "In WordPress unter „Werkzeuge → Daten exportieren“ neu exportieren und die ganze Datei verwenden. Es wurde nichts importiert.",
    );
  }
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    isArray: (name) => ARRAYS.has(name),
  }).parse(xml);
  const channel = parsed?.rss?.channel;
  if (!channel || channel["wp:wxr_version"] === undefined) {
    throw new Error(
      "Das ist keine WordPress-Exportdatei (WXR): es fehlt <wp:wxr_version>. Exportieren unter „Werkzeuge → Daten exportieren“ → „Alle Inhalte“. Es wurde nichts importiert.",
    );
  }
  const base = text(channel["wp:base_site_url"]) || text(channel.link);
  const authors = new Map(
    (channel["wp:author"] ?? []).map((a) => [text(a["wp:author_login"]), text(a["wp:author_email"]).toLowerCase()]),
  );
  /** @type {Map<string, WpAttachment>} */
  const attachments = new Map();
  /** @type {WpItem[]} */
  const items = [];
  for (const item of channel.item ?? []) {
    const type = text(item["wp:post_type"]);
    const wpId = text(item["wp:post_id"]);
    if (type === "attachment") {
      attachments.set(wpId, {
        id: wpId,
        url: text(item["wp:attachment_url"]) || text(item.guid),
        alt: meta(item, "_wp_attachment_image_alt").trim(),
        title: text(item.title).trim(),
      });
      continue;
    }
    items.push({
      guid: text(item.guid) || `${base}/?p=${wpId}`,
      wpId,
      type,
      status: text(item["wp:status"]),
      title: text(item.title).trim(),
      content: text(item["content:encoded"]),
      dateGmt: wpDate(text(item["wp:post_date_gmt"])) || wpDate(text(item["wp:post_date"])),
      dateLocal: text(item["wp:post_date"]),
      slug: text(item["wp:post_name"]),
      link: text(item.link),
      categories: (item.category ?? [])
        .filter((c) => c?.["@_domain"] === "category")
        .map((c) => ({ name: text(c).trim(), slug: String(c["@_nicename"] ?? "") })),
      author: text(item["dc:creator"]),
      thumbnailId: meta(item, "_thumbnail_id"),
      comments: (item["wp:comment"] ?? []).length,
    });
  }
  const categories = (channel["wp:category"] ?? []).map((c) => ({
    name: text(c["wp:cat_name"]).trim(),
    slug: text(c["wp:category_nicename"]),
  }));
  return {
    base: base.replace(/\/+$/, ""),
    title: text(channel.title),
    authors,
    attachments,
    items,
    categories,
    notes: [],
  };
}

const decodeEntities = (value) =>
  value
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#039;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** Every page of a REST collection (WordPress answers 100 at most per page, and names the number of pages). */
async function allPages(base, path, fetchFn) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const url = `${base}/wp-json/wp/v2/${path}${path.includes("?") ? "&" : "?"}per_page=100&page=${page}`;
    let response;
    try {
      response = await fetchFn(url, { signal: AbortSignal.timeout(30_000) });
    } catch (/** @type {any} */ error) {
      throw new Error(`${base} antwortet nicht (${error.cause?.code ?? error.message}). Es wurde nichts importiert.`);
    }
    if (response.status === 400 && page > 1) break;
    if (!response.ok) {
      throw new Error(
        `${url} antwortet mit HTTP ${response.status}: ist die REST-API der alten Website erreichbar? Sonst die Exportdatei verwenden. Es wurde nichts importiert.`,
      );
    }
    const list = await response.json().catch(() => undefined);
    if (!Array.isArray(list)) throw new Error(`${url} gibt keine Liste zurück: ist das eine WordPress-Website?`);
    rows.push(...list);
    if (page >= Number(response.headers.get("x-wp-totalpages") ?? 1)) break;
  }
  return rows;
}

/**
 * A live WordPress site through its public REST API: published posts only (drafts need a sign-in, so they come only
 * with the export file), and no authors' e-mail addresses.
 * @param {string} address
 * @param {typeof fetch} [fetchFn]
 * @returns {Promise<WpSite>}
 */
export async function readRestApi(address, fetchFn = fetch) {
  const base = address.replace(/\/+$/, "");
  const [posts, media, categories] = await Promise.all([
    allPages(base, "posts", fetchFn),
    allPages(base, "media", fetchFn),
    allPages(base, "categories", fetchFn),
  ]);
  const byId = new Map(
    categories.map((c) => [String(c.id), { name: decodeEntities(String(c.name ?? "")), slug: String(c.slug ?? "") }]),
  );
  /** @type {Map<string, WpAttachment>} */
  const attachments = new Map(
    media.map((m) => [
      String(m.id),
      {
        id: String(m.id),
        url: String(m.source_url ?? ""),
        alt: String(m.alt_text ?? "").trim(),
        title: decodeEntities(String(m.title?.rendered ?? "")).trim(),
      },
    ]),
  );
  return {
    base,
    title: base,
    authors: new Map(),
    attachments,
    categories: [...byId.values()],
    notes: [
      "Über die REST-API kommen nur veröffentlichte Beiträge, ohne E-Mail-Adressen der Autor:innen: Entwürfe und Besitzer nur mit der Exportdatei.",
    ],
    items: posts.map((p) => ({
      guid: String(p.guid?.rendered ?? `${base}/?p=${p.id}`),
      wpId: String(p.id),
      type: "post",
      status: String(p.status ?? "publish"),
      title: decodeEntities(String(p.title?.rendered ?? "")).trim(),
      content: String(p.content?.rendered ?? ""),
      dateGmt: wpDate(String(p.date_gmt ?? "").replace("T", " ")),
      dateLocal: String(p.date ?? "").replace("T", " "),
      slug: String(p.slug ?? ""),
      link: String(p.link ?? ""),
      categories: (p.categories ?? []).map((id) => byId.get(String(id))).filter(Boolean),
      author: "",
      thumbnailId: p.featured_media ? String(p.featured_media) : "",
      comments: 0,
    })),
  };
}
