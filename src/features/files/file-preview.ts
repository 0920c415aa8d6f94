import { classifyFileAnswer, PREVIEW_CACHE_CONTROL } from './rules/file-cache-policy';
import { fileAnswer, fileBadGateway, fileHeaders, fileNotFound, fileUnavailable } from './file-answer';
import { askPocketBase, type FileAddress, fileUrl } from './file-upstream';

/**
 * A staff preview: a file PocketBase shows only with a file token (a protected field of a record the public may
 * not see yet). Passed on with the token, never looked up in nor written to the Cache API, and kept by no browser
 * or proxy: what it shows is not public.
 */
export async function servePreview(
  { address, token, method }: { address: FileAddress; token: string; method: string },
  pocketbaseUrl: string,
): Promise<Response> {
  const url = fileUrl(pocketbaseUrl, address);
  url.searchParams.set('token', token);
  let upstream: Response;
  try {
    upstream = await askPocketBase(url);
  } catch {
    return fileUnavailable();
  }
  const kind = classifyFileAnswer(upstream.status);
  if (kind === 'found') {
    const file = new Response(upstream.body, { headers: fileHeaders(upstream, address.filename) });
    return fileAnswer(file, { method, cacheControl: PREVIEW_CACHE_CONTROL });
  }
  await upstream.body?.cancel();
  return kind === 'gone' ? fileNotFound() : fileBadGateway();
}
