// A WordPress post's text as this site keeps it: paragraphs where WordPress made them from blank lines (wpautop),
// the images and files of the old site found, and their addresses pointed at the files they became. The site's
// sanitiser runs after this (run-import.mjs), as for every text an editor saves.

const BLOCK = /<(p|div|h[1-6]|ul|ol|li|figure|blockquote|table|pre|hr)[\s>]|<!-- wp:/i;

/** WordPress's own paragraphs for classic-editor posts: blank lines part paragraphs, single newlines break lines. */
export function autop(content) {
  const trimmed = content.replace(/\r\n/g, "\n").trim();
  if (!trimmed || BLOCK.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** An uploaded file's address without WordPress's size suffix: …/sporttag-300x200.jpg → …/sporttag.jpg. */
export const originalOf = (url) => url.replace(/-\d+x\d+(\.[a-z0-9]+)(\?.*)?$/i, "$1");

const ATTRIBUTE = (name) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i");

/**
 * The old site's images and files a text points at, in order: `<img src>` and `<a href>` into its uploads.
 * @param {string} html
 * @param {string} base the old site's address
 * @returns {{ url: string, alt: string | undefined, image: boolean }[]}
 */
export function mediaIn(html, base) {
  const host = safeHost(base);
  const found = [];
  for (const [tag] of html.matchAll(/<(img|a)\b[^>]*>/gi)) {
    const image = /^<img/i.test(tag);
    const match = ATTRIBUTE(image ? "src" : "href").exec(tag);
    const url = (match?.[2] ?? match?.[3] ?? "").replace(/&amp;/g, "&");
    if (!isUpload(url, host)) continue;
    const alt = image ? ATTRIBUTE("alt").exec(tag) : null;
    found.push({ url, alt: alt ? (alt[2] ?? alt[3] ?? "").trim() : undefined, image });
  }
  return found;
}

function safeHost(base) {
  try {
    return new URL(base).host;
  } catch {
    return "";
  }
}

/** Whether an address is a file the old site stored (its wp-content/uploads, on its own host). */
export function isUpload(url, host) {
  try {
    const parsed = new URL(url);
    return (!host || parsed.host === host) && parsed.pathname.includes("/wp-content/uploads/");
  } catch {
    return false;
  }
}

/**
 * The text with each old address (as found, or its original size) replaced by the new one; an image without an alt
 * text in the text gets the one WordPress's media library has (`altOf`).
 * @param {string} html
 * @param {(url: string) => string | undefined} newAddress
 * @param {(url: string) => string | undefined} [altOf]
 */
export function pointAtNewFiles(html, newAddress, altOf = () => undefined) {
  return html.replace(/<(img|a)\b[^>]*>/gi, (tag, name) => {
    const attribute = name.toLowerCase() === "img" ? "src" : "href";
    const match = ATTRIBUTE(attribute).exec(tag);
    if (!match) return tag;
    const url = (match[2] ?? match[3] ?? "").replace(/&amp;/g, "&");
    const target = newAddress(url) ?? newAddress(originalOf(url));
    if (!target) return tag;
    let written = tag.replace(match[0], ` ${attribute}="${target}"`);
    if (attribute === "src") {
      const alt = altOf(url) ?? altOf(originalOf(url));
      const given = ATTRIBUTE("alt").exec(written);
      if (alt && !(given?.[2] ?? given?.[3] ?? "").trim()) {
        const escaped = alt.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
        written = given
          ? written.replace(given[0], ` alt="${escaped}"`)
          : written.replace(/^<img/i, `<img alt="${escaped}"`);
      }
    }
    return written;
  });
}

/**
 * Drops the image sizes WordPress adds (srcset, sizes), which name old addresses the sanitiser would keep as
 * foreign images, and Gutenberg's comments.
 */
export function withoutWordPressExtras(html) {
  return html.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, "").replace(/\s(srcset|sizes)\s*=\s*("[^"]*"|'[^']*')/gi, "");
}
