import { bindFilter } from './client';
import { listAsStaff } from './editing';
import { type StoredVersion } from '../domain/review';

/** How many of a post's newest versions the review page looks through for the last public one. */
const VERSIONS_LOOKED_AT = 20;

/**
 * The names of the staff (the view `staff_names`: ids and names, never e-mails), by id, as the staff member may read
 * them. @throws ClientResponseError
 */
export async function getStaffNames(token: string): Promise<Map<string, string>> {
  const records = await listAsStaff(token, 'staff_names', {
    filter: '',
    sort: 'name',
    perPage: 500,
    fields: 'id,name',
  });
  return new Map(records.map((record) => [record.id, String(record.name ?? '')]));
}

/** A post's newest versions, newest first, with their fields. @throws ClientResponseError */
export async function getStoredVersions(token: string, postId: string): Promise<StoredVersion[]> {
  const records = await listAsStaff(token, 'post_versions', {
    filter: bindFilter('post = {:post}', { post: postId }),
    sort: '-created,-id',
    perPage: VERSIONS_LOOKED_AT,
    fields: 'created,data',
  });
  return records.map((record) => ({
    savedAt: String(record.created ?? ''),
    data: (record.data && typeof record.data === 'object' ? record.data : {}) as Record<string, unknown>,
  }));
}
