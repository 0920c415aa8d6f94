/**
 * This build's id (waku.config.ts). Open tabs compare it with builds/latest.json to notice a deploy, and the page
 * cache keeps each build's pages apart: a page names the script files of the build that rendered it.
 */
export const BUILD_ID: string = import.meta.env.WAKU_PUBLIC_BUILD_ID ?? 'dev';
