import { CONTENT_BASE, type ContentForm, contentFormOf } from './content-forms';
import { POST_AREAS, type PostArea, postAreaOf } from './post-areas';
import { isRecordId } from './record-id';
import type { Catigory, Post } from './types';

/** The dashboard's editing addresses (contract.md, "Dashboard"): `…/new` and `…/{id}/edit` under each list. */
export type EditRoute =
  | { collection: 'posts'; base: string; id?: string }
  | { collection: 'calendar'; base: '/dash/calendar'; id?: string }
  | { collection: 'content'; form: ContentForm; base: string; id?: string };

export const CALENDAR_BASE = '/dash/calendar';

/** Every area's dashboard detail route takes posts' forms; several areas may share one (projects). */
export const POST_FORM_BASES: readonly string[] = [...new Set(POST_AREAS.map((area) => area.dashDetail))];

/** The editing route a path names, or undefined ('/dash/posts/new', '/dash/calendar/{id}/edit'). */
export function editRouteOf(path: string): EditRoute | undefined {
  const content = /^\/dash\/inhalte\/([a-z_]+)\/(?:new|([a-z0-9]{15})\/edit)$/.exec(path);
  if (content) {
    const form = contentFormOf(content[1] ?? '');
    if (!form) return undefined;
    return {
      collection: 'content',
      form,
      base: `${CONTENT_BASE}/${form.collection}`,
      ...(content[2] ? { id: content[2] } : {}),
    };
  }
  const match = /^(\/dash\/[a-z-]+)\/(?:new|([a-z0-9]{15})\/edit)$/.exec(path);
  if (!match) return undefined;
  const [, base = '', id] = match;
  if (id !== undefined && !isRecordId(id)) return undefined;
  const withId = id === undefined ? {} : { id };
  if (base === CALENDAR_BASE) return { collection: 'calendar', base: CALENDAR_BASE, ...withId };
  return POST_FORM_BASES.includes(base) ? { collection: 'posts', base, ...withId } : undefined;
}

/** The area a new post of a form base starts in: its first area's first catigory (and archive flag). */
export function newPostDefaults(base: string): { catigory: Catigory; archiv: boolean } {
  const area: PostArea = POST_AREAS.find((a) => a.dashDetail === base) ?? POST_AREAS[0];
  return { catigory: area.catigories[0], archiv: 'archived' in area ? area.archived : false };
}

export const newPostHref = (area: Pick<PostArea, 'dashDetail'>): string => `${area.dashDetail}/new`;

/** A post's form, under the route of the area it belongs to now. */
export function editPostHref(post: Pick<Post, 'id' | 'catigory' | 'archiv'>): string {
  return `${postAreaOf(post).dashDetail}/${post.id}/edit`;
}

export const editCalendarHref = (id: string): string => `${CALENDAR_BASE}/${id}/edit`;

/** Fields every editing form posts: the button pressed, and the box that confirms a deletion. */
export const EDIT_FORM_FIELD = { action: 'aktion', confirm: 'bestaetigt', confirmed: 'ja' } as const;
