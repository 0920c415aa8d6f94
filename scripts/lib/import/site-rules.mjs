// The site's own rules the importer applies, from src/ itself (never a copy): the sanitiser every saved text goes
// through, where a post's page is, the news feed's address. Node runs the site's TypeScript only file by file and
// without extensionless imports, so esbuild bundles these few into one module first (its packages stay external).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../pocketbase.mjs";
import { bundleSiteCode } from "../site-code.mjs";

const ENTRY = `
export { sanitizeHtml } from './src/lib/domain/sanitize-html';
export { detailHref, postAreaOf } from './src/lib/domain/post-areas';
export { NEWS_FEED_PATH } from './src/lib/domain/news-feed';
`;

/**
 * @returns {Promise<{ sanitizeHtml: (html: string, siteUrl: string) => string,
 *   detailHref: (post: { id: string, catigory: string, archiv: boolean }) => string,
 *   postAreaOf: (post: { catigory: string, archiv: boolean }) => { list: string }, NEWS_FEED_PATH: string }>}
 */
export async function siteRules() {
  // Inside node_modules, so the bundle's packages resolve from the repository's own.
  const cache = path.join(repoRoot, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "schulwebsite-import-rules-"));
  try {
    const outfile = path.join(dir, "rules.mjs");
    await bundleSiteCode(ENTRY, outfile, { platform: "node", packages: "external" });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
