/** The RSC plugin's build manifest; scripts/build/site-css.mjs adds `siteCss` to it. */
declare module 'virtual:vite-rsc/assets-manifest' {
  const manifest: Record<string, unknown>;
  export default manifest;
}
