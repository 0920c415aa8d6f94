import type { RecordModel } from 'pocketbase';
import type { EditableEntry } from '../domain/calendar-form-rules';
import type { EditablePost } from '../domain/post-form-rules';
import { type OwnedRecord } from '../domain/staff-roles';
import { toPublishing } from '../domain/publishing';
import type { Catigory } from '../domain/types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/** A stored post's fields as its form edits them. */
export function editablePost(record: RecordModel): EditablePost {
  const altTexts = record.alt_texts && typeof record.alt_texts === 'object' ? record.alt_texts : {};
  return {
    title: text(record.title),
    description: text(record.description),
    date: text(record.date),
    catigory: (text(record.catigory) || 'post') as Catigory,
    pin: record.pin === true,
    urgent: record.urgent === true,
    archiv: record.archiv === true,
    classIds: ids(record.class),
    teacherIds: ids(record.teacher),
    publishAt: text(record.publish_at),
    files: ids(record.files),
    altTexts: Object.fromEntries(
      Object.entries(altTexts as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}

export function editableEntry(record: RecordModel): EditableEntry {
  return {
    title: text(record.title),
    description: text(record.description),
    from: text(record.from_date),
    to: text(record.to_date),
    countdown: record.countdown === true,
    classIds: ids(record.relevant_classes),
    publishAt: text(record.publish_at),
  };
}

/** Who owns a post or entry and whether it is public, as the roles decide by. */
export function ownedRecord(record: RecordModel): OwnedRecord {
  return { owner: text(record.owner), publishing: toPublishing(record.status, record.publish_at) };
}
