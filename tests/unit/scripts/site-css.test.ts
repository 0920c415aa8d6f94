import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cssUrls, dashboardOnlyCssUrls, inlineSiteCss, withSiteCss } from '../../../scripts/build/site-css.mjs';

const MANIFEST = `export default {
  "clientEntryUrl": "/assets/index.js",
  "clientReferenceDeps": {
    "a1": { "js": ["/assets/x.js"], "css": ["/assets/layout.css"] },
    "b2": { "js": [], "css": ["/assets/layout.css", "/assets/card.css"] }
  },
  "serverResources": { "src/pages/index.tsx": { "js": [], "css": ["/assets/global.css"] } }
}`;

/** The manifest of a build with a dashboard: two modules of the staff area, one sharing a public stylesheet. */
const STAFF_MANIFEST = MANIFEST.replace(
  '"serverResources": {',
  `"serverResources": {
    "src/components/dash/data-table.tsx": { "js": [], "css": ["/assets/table.css", "/assets/card.css"] },
    "src/pages/dash/login.tsx": { "js": [], "css": ["/assets/login.css"] },`,
);

describe('joining the build stylesheets', () => {
  test('names each stylesheet once, in the order the manifest first names it', () => {
    expect(cssUrls(MANIFEST)).toEqual(['/assets/layout.css', '/assets/card.css', '/assets/global.css']);
  });

  test('leaves the manifest no stylesheet to link and adds the joined texts as siteCss and dashboardCss', async () => {
    const code = withSiteCss(MANIFEST, '.a{color:red}', '.d{color:blue}');
    expect(cssUrls(code)).toEqual([]);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.default.siteCss).toBe('.a{color:red}');
    expect(module.default.dashboardCss).toBe('.d{color:blue}');
    expect(module.default.clientReferenceDeps.a1.js).toEqual(['/assets/x.js']);
  });

  test('a build: client styles first, then the manifest order; the joined files are gone', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'site-css-'));
    mkdirSync(path.join(dist, 'server', 'ssr'), { recursive: true });
    mkdirSync(path.join(dist, 'public', 'assets'), { recursive: true });
    for (const file of ['server/__vite_rsc_assets_manifest.js', 'server/ssr/__vite_rsc_assets_manifest.js'])
      writeFileSync(path.join(dist, file), MANIFEST);
    const css = { 'layout.css': '.l{}', 'card.css': '.c{}', 'global.css': ':root{}', 'style-x.css': '.client{}' };
    for (const [file, text] of Object.entries(css))
      writeFileSync(path.join(dist, 'public', 'assets', file), `${text}\n`);

    expect(inlineSiteCss(dist)).toEqual({
      files: 4,
      bytes: '.client{}\n.l{}\n.c{}\n:root{}'.length,
      dashboardBytes: 0,
    });
    for (const file of ['server/__vite_rsc_assets_manifest.js', 'server/ssr/__vite_rsc_assets_manifest.js']) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      expect(code).toContain('"siteCss": ".client{}\\n.l{}\\n.c{}\\n:root{}"');
      expect(cssUrls(code)).toEqual([]);
    }
    expect(Object.keys(css).filter((file) => existsSync(path.join(dist, 'public', 'assets', file)))).toEqual([]);
    expect(() => inlineSiteCss(dist)).toThrow(/already/);
  });

  test('a build without a stylesheet for the pages fails instead of shipping pages without their CSS', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'site-css-'));
    mkdirSync(path.join(dist, 'server', 'ssr'), { recursive: true });
    mkdirSync(path.join(dist, 'public', 'assets'), { recursive: true });
    const empty = MANIFEST.replace(/"css": \[[^\]]*\]/g, '"css": []');
    for (const file of ['server/__vite_rsc_assets_manifest.js', 'server/ssr/__vite_rsc_assets_manifest.js'])
      writeFileSync(path.join(dist, file), empty);
    expect(() => inlineSiteCss(dist)).toThrow(/kein Stylesheet/);
    expect(readFileSync(path.join(dist, 'server/__vite_rsc_assets_manifest.js'), 'utf8')).not.toContain('siteCss');
  });

  test('a build: what only the staff area names goes to dashboardCss, in the order it was joined before', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'site-css-'));
    mkdirSync(path.join(dist, 'server', 'ssr'), { recursive: true });
    mkdirSync(path.join(dist, 'public', 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'server/__vite_rsc_assets_manifest.js'), STAFF_MANIFEST);
    writeFileSync(path.join(dist, 'server/ssr/__vite_rsc_assets_manifest.js'), MANIFEST);
    const css = {
      'layout.css': '.l{}',
      'card.css': '.c{}',
      'global.css': ':root{}',
      'table.css': '.t{}',
      'login.css': '.f{}',
    };
    for (const [file, text] of Object.entries(css)) writeFileSync(path.join(dist, 'public', 'assets', file), text);

    writeFileSync(path.join(dist, 'public', 'assets', 'index.js'), 'export {}');

    expect(inlineSiteCss(dist)).toEqual({ files: 5, bytes: '.l{}\n.c{}\n:root{}'.length, dashboardBytes: 9 });
    expect(readFileSync(path.join(dist, 'public', 'assets', 'index.js'), 'utf8')).toBe('export {}');
    for (const file of ['server/__vite_rsc_assets_manifest.js', 'server/ssr/__vite_rsc_assets_manifest.js']) {
      const module = await import(
        `data:text/javascript,${encodeURIComponent(readFileSync(path.join(dist, file), 'utf8'))}`
      );
      expect(module.default).toMatchObject({ siteCss: '.l{}\n.c{}\n:root{}', dashboardCss: '.t{}\n.f{}' });
    }
  });

  test('a stylesheet a public module or a client reference names too stays in the site’s CSS', () => {
    expect(dashboardOnlyCssUrls([STAFF_MANIFEST])).toEqual(['/assets/table.css', '/assets/login.css']);
    // A module without stylesheets names none.
    const withoutCss = STAFF_MANIFEST.replace(
      '"serverResources": {',
      '"serverResources": { "src/pages/dash/(panel)/faq.tsx": { "js": [] },',
    );
    expect(dashboardOnlyCssUrls([withoutCss])).toEqual(['/assets/table.css', '/assets/login.css']);
    // The other manifest names the table's stylesheet for a public page as well.
    const shared = STAFF_MANIFEST.replace(
      '"src/pages/index.tsx": { "js": [], "css": ["/assets/global.css"] }',
      '"src/pages/index.tsx": { "js": [], "css": ["/assets/global.css", "/assets/table.css"] }',
    );
    expect(dashboardOnlyCssUrls([STAFF_MANIFEST, shared])).toEqual(['/assets/login.css']);
    // A client reference naming it keeps it public too.
    expect(
      dashboardOnlyCssUrls([STAFF_MANIFEST.replace('"css": ["/assets/layout.css"]', '"css": ["/assets/login.css"]')]),
    ).toEqual(['/assets/table.css']);
  });

  test('a manifest of another shape fails the build, naming the step to revisit', () => {
    expect(() => dashboardOnlyCssUrls(['export default { "a": 1, }'])).toThrow(/no longer a JSON object/);
    expect(() => dashboardOnlyCssUrls([`${MANIFEST};`])).toThrow(/no longer a JSON object/);
    expect(() => withSiteCss('const manifest = {};\nexport { manifest as default };', '.a{}', '')).toThrow(
      /changed shape: scripts\/build\/site-css\.mjs must be revisited/,
    );
    const dist = mkdtempSync(path.join(tmpdir(), 'site-css-'));
    expect(() => inlineSiteCss(dist)).toThrow(/no manifest at .*__vite_rsc_assets_manifest\.js/);
    mkdirSync(path.join(dist, 'server', 'ssr'), { recursive: true });
    for (const file of ['server/__vite_rsc_assets_manifest.js', 'server/ssr/__vite_rsc_assets_manifest.js'])
      writeFileSync(path.join(dist, file), 'export default { "styles": ["/assets/a.css"] }');
    expect(() => inlineSiteCss(dist)).toThrow(/names no "css" list/);
  });
});
