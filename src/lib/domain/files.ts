/** PocketBase (0.22 and 0.40 alike) stores an upload as `{snake_cased_name}_{10 random letters or digits}{.ext}`. */
const UPLOAD_SUFFIX = /_[A-Za-z0-9]{10}(\.[^.]*)?$/;

/**
 * The name a file was uploaded under, as PocketBase kept it: only its random suffix removed
 * ('plan_a1b2c3d4e5.pdf' → 'plan.pdf'); shown on download links and offered to the browser for saving.
 */
export function downloadName(storedName: string): string {
  return storedName.replace(UPLOAD_SUFFIX, '$1');
}

/** PocketBase's file tokens are JWTs (three base64url parts, a few hundred characters); nothing else is passed on. */
const FILE_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const MAX_FILE_TOKEN_LENGTH = 2048;

export function isFileToken(value: string): boolean {
  return value.length <= MAX_FILE_TOKEN_LENGTH && FILE_TOKEN.test(value);
}
