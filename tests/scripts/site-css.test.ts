import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cssUrls, inlineSiteCss, withSiteCss } from '../../scripts/build/site-css.mjs';

const MANIFEST = `export default {
  "clientEntryUrl": "/assets/index.js",
  "clientReferenceDeps": {
    "a1": { "js": ["/assets/x.js"], "css": ["/assets/layout.css"] },
    "b2": { "js": [], "css": ["/assets/layout.css", "/assets/card.css"] }
  },
  "serverResources": { "src/pages/index.tsx": { "js": [], "css": ["/assets/global.css"] } }
}`;

describe('joining the build stylesheets', () => {
  test('names each stylesheet once, in the order the manifest first names it', () => {
    expect(cssUrls(MANIFEST)).toEqual(['/assets/layout.css', '/assets/card.css', '/assets/global.css']);
  });

  test('leaves the manifest no stylesheet to link and adds the joined text as siteCss', async () => {
    const code = withSiteCss(MANIFEST, '.a{color:red}');
    expect(cssUrls(code)).toEqual([]);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.default.siteCss).toBe('.a{color:red}');
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

    expect(inlineSiteCss(dist)).toEqual({ files: 4, bytes: '.client{}\n.l{}\n.c{}\n:root{}'.length });
    for (const file of ['server/__vite_rsc_assets_manifest.js', 'server/ssr/__vite_rsc_assets_manifest.js']) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      expect(code).toContain('"siteCss": ".client{}\\n.l{}\\n.c{}\\n:root{}"');
      expect(cssUrls(code)).toEqual([]);
    }
    expect(Object.keys(css).filter((file) => existsSync(path.join(dist, 'public', 'assets', file)))).toEqual([]);
    expect(() => inlineSiteCss(dist)).toThrow(/already/);
  });

  test('a manifest of another shape fails the build, naming the step to revisit', () => {
    expect(() => withSiteCss('const manifest = {};\nexport { manifest as default };', '.a{}')).toThrow(
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
