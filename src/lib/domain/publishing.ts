import {
  isPublicStatus,
  PUBLIC_FILTER as RULE_FILTER,
  REVIEW_FILTER as RULE_REVIEW,
  DRAFT_FILTER as RULE_DRAFT,
  SCHEDULE_COLLECTION as RULE_SCHEDULE,
  SCHEDULED_FILTER as RULE_SCHEDULED,
  STATUSES,
  UNPUBLISHED_FILTER as RULE_UNPUBLISHED,
} from '../../../pocketbase/pb_hooks/publishing.cjs';
import { parseServerDate } from './dates';
import STAFF from '../../../pocketbase/pb_hooks/staff.json';

/**
 * contract.md, "Publishing": the one rule for what the public may see, for posts and calendar entries, derived from
 * pocketbase/pb_hooks/publishing.json by publishing.cjs, which also gives PocketBase its anonymous list/view rule, the
 * schedule view and the hooks' check. The filter goes into every public read; `publishingState` says the same in
 * code, for records already read.
 */
export const PUBLIC_FILTER: string = RULE_FILTER;
/** The view that says when scheduled records go public (times only), see pocketbase/schema/site-schema.cjs. */
export const SCHEDULE_COLLECTION: string = RULE_SCHEDULE;

export type PublishingStatus = 'draft' | 'review' | 'published';
/** The statuses as a table, so that the type above cannot drift from publishing.json (tests tie the two). */
export const STATUS_VALUES: Record<PublishingStatus, true> = { draft: true, review: true, published: true };
/** What a record is now: public, or why not. */
export type PublishingState = 'public' | 'draft' | 'review' | 'scheduled';

/** A record's publishing fields; an empty status counts as published, so records from before stay public. */
export type Publishing = { status: PublishingStatus | ''; publishAt: string };

export function toPublishing(status: unknown, publishAt: unknown): Publishing {
  const known = (STATUSES as string[]).includes(status as string);
  // An unknown status (a value an adopter added) is not public: nothing goes out by accident.
  return {
    status: known ? (status as PublishingStatus) : status ? 'draft' : '',
    publishAt: typeof publishAt === 'string' ? publishAt : '',
  };
}

export function publishingState({ status, publishAt }: Publishing, now: Date): PublishingState {
  if (!isPublicStatus(status)) return status as Exclude<PublishingStatus, 'published'>;
  const at = publishAt ? parseServerDate(publishAt) : undefined;
  return at && at > now ? 'scheduled' : 'public';
}

export const isPublic = (record: Publishing, now: Date): boolean => publishingState(record, now) === 'public';

/** Public as far as the status goes (publishing.json's `publicStatuses`); a future publish_at still keeps it back. */
export { isPublicStatus };

/**
 * Everything the public does not see, for the dashboard (signed-in staff read it): the rule above negated, an
 * unknown status included.
 */
export const UNPUBLISHED_FILTER: string = RULE_UNPUBLISHED;

/** Public by status, with a publishing time to come (PocketBase evaluates `@now`). */
export const SCHEDULED_FILTER: string = RULE_SCHEDULED;

/**
 * Each state as a PocketBase filter, for the dashboard's lists; together they cover every record once (an unknown
 * status counts as a draft, as toPublishing says).
 */
export const STATE_FILTERS: Record<PublishingState, string> = {
  public: PUBLIC_FILTER,
  scheduled: SCHEDULED_FILTER,
  review: RULE_REVIEW,
  draft: RULE_DRAFT,
};

/** How the dashboard names each state. */
export const PUBLISHING_LABELS: Record<PublishingState, string> = {
  public: 'Öffentlich',
  draft: 'Entwurf',
  review: 'Zur Prüfung',
  scheduled: 'Geplant',
};

/** A post's review page for staff (its preview, as visitors will see it once it is public). */
export const previewHref = (id: string): string => `${STAFF.reviewPaths.posts}${id}`;
/** A calendar entry's review page. */
export const entryReviewHref = (id: string): string => `${STAFF.reviewPaths.calendar}${id}`;
