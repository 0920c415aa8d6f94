/**
 * Files (contract.md, "Files"): every photo and document a page shows, answered at /api/files/… from the school's
 * PocketBase, never a kind the upload list does not name. Code outside this folder imports from here.
 *
 * - rules/            how long a file's answer may be kept, by whether it is public (pure)
 * - routes.ts         /api/files/…, a step of the edge router: a public file, or a staff member's preview
 * - public-file.ts    a public file: kept in the Cache API, and gone with its record (takedown)
 * - file-preview.ts   a draft's file for a signed-in staff member, with a short-lived file token; never kept
 * - file-upstream.ts  the request to PocketBase; file-answer.ts the answer's headers; file-store.ts the stored copies
 */
export { default as filesProxy } from './routes';
