import type { RecordModel } from 'pocketbase';
import { bindFilter } from './client';
import { listAsStaff } from './editing';
import { VERSIONS_KEPT } from '../domain/post-form-rules';

export type PostVersion = { id: string; savedAt: string; savedBy: string; title: string; description: string };

/** The post's versions before its latest save, newest first, as the staff member may read them. @throws */
export async function getPostVersions(token: string, postId: string): Promise<PostVersion[]> {
  const records = await listAsStaff(token, 'post_versions', {
    filter: bindFilter('post = {:post}', { post: postId }),
    sort: '-created,-id',
    perPage: VERSIONS_KEPT,
  });
  return records.map((record) => ({
    id: record.id,
    savedAt: String(record.created ?? ''),
    savedBy: String(record.saved_by_name ?? '') || 'unbekannt',
    title: String((record.data as { title?: unknown } | null)?.title ?? ''),
    description: String((record.data as { description?: unknown } | null)?.description ?? ''),
  }));
}

/** The fields of a version that a restore writes back: text and choices; files stay as they are now. */
export function restoredFields(version: RecordModel, currentFiles: string[]): Record<string, unknown> {
  const data = (version.data ?? {}) as Record<string, unknown>;
  const altTexts = (data.alt_texts && typeof data.alt_texts === 'object' ? data.alt_texts : {}) as Record<
    string,
    unknown
  >;
  const fields: Record<string, unknown> = {};
  for (const name of ['title', 'description', 'date', 'catigory', 'pin', 'archiv', 'class', 'teacher']) {
    if (name in data) fields[name] = data[name];
  }
  fields.alt_texts = Object.fromEntries(
    Object.entries(altTexts).filter(([file, text]) => currentFiles.includes(file) && typeof text === 'string'),
  );
  return fields;
}
