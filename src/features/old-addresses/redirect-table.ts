import { expectItems, FULL_LIST_BATCH, read, SetupIncompleteError } from '../../lib/content/client';
import { Read } from '../../lib/content/read-result';
import { type Redirect, redirectLookup } from './rules/old-address';

/**
 * The school's redirects (`redirects`, optional) as a lookup, through the edge cache like every read: asked only
 * for an address the site does not know, so pages it knows never pay for it. Without the collection: none.
 * @throws BackendUnavailableError when PocketBase cannot be reached and no copy is kept
 */
export async function getRedirects(): Promise<Read<Map<string, string>>> {
  try {
    const rows = await read(
      (pb) => pb.collection('redirects').getFullList<Redirect>({ batch: FULL_LIST_BATCH, fields: 'from,to' }),
      { optional: true },
    );
    return rows.map((list) => redirectLookup(expectItems<Redirect>(list)));
  } catch (error) {
    if (error instanceof SetupIncompleteError) return Read.of(new Map());
    throw error;
  }
}
