import rule from '../../../pocketbase/schema/publishing.json';
import { parseServerDate } from './dates';

/**
 * contract.md, "Publishing": the one rule for what the public may see, for posts and calendar entries. The filter
 * below is also the anonymous list/view rule the project's schema gives PocketBase (pocketbase/schema/publishing.json
 * is the one copy of it); `publishingState` says the same in code, for records already read.
 */
export const PUBLIC_FILTER: string = rule.publicFilter;
/** The view that says when scheduled records go public (times only), see pocketbase/schema/site-schema.cjs. */
export const SCHEDULE_COLLECTION: string = rule.scheduleCollection;

export type PublishingStatus = 'draft' | 'review' | 'published';
/** What a record is now: public, or why not. */
export type PublishingState = 'public' | 'draft' | 'review' | 'scheduled';

/** A record's publishing fields; an empty status counts as published, so records from before stay public. */
export type Publishing = { status: PublishingStatus | ''; publishAt: string };

export function toPublishing(status: unknown, publishAt: unknown): Publishing {
  const known = (rule.statuses as string[]).includes(status as string);
  // An unknown status (a value an adopter added) is not public: nothing goes out by accident.
  return {
    status: known ? (status as PublishingStatus) : status ? 'draft' : '',
    publishAt: typeof publishAt === 'string' ? publishAt : '',
  };
}

export function publishingState({ status, publishAt }: Publishing, now: Date): PublishingState {
  if (status === 'draft' || status === 'review') return status;
  const at = publishAt ? parseServerDate(publishAt) : undefined;
  return at && at > now ? 'scheduled' : 'public';
}

export const isPublic = (record: Publishing, now: Date): boolean => publishingState(record, now) === 'public';

/**
 * Everything the public does not see, for the dashboard (signed-in staff read it): the rule above negated, an
 * unknown status included.
 */
export const UNPUBLISHED_FILTER: string = rule.unpublishedFilter;

/** How the dashboard names each state. */
export const PUBLISHING_LABELS: Record<PublishingState, string> = {
  public: 'Öffentlich',
  draft: 'Entwurf',
  review: 'Zur Prüfung',
  scheduled: 'Geplant',
};

/** A post's preview for staff, as visitors will see it once it is public. */
export const previewHref = (id: string): string => `/dash/vorschau/${id}`;
