import type { Catigory, Post } from './types';

/**
 * Where a post belongs: one row per area. Public lists, detail links, the dashboard's navigation,
 * lists, cards and content checks all derive from this table; adding an area is one row (plus its
 * route files, which Waku's file router needs).
 */
export const POST_AREAS = [
  {
    id: 'posts',
    kind: 'post',
    catigories: ['post', 'event', 'all'],
    // Archived posts stay in this area for staff, but the public list leaves them to /archiv.
    listsArchived: false,
    label: 'Aktuelles',
    list: '/posts',
    detail: '/posts',
    dashLabel: 'Beiträge',
    dash: '/dash/posts',
    dashDetail: '/dash/posts',
  },
  {
    id: 'creative',
    kind: 'post',
    catigories: ['creative'],
    listsArchived: true,
    label: 'Kreatives',
    list: '/kreatives',
    // Creative work has no detail route of its own (seed-spec section 2).
    detail: '/posts',
    dashLabel: 'Kreatives',
    dash: '/dash/creative',
    dashDetail: '/dash/creative',
  },
  {
    id: 'projects',
    kind: 'project',
    catigories: ['project'],
    archived: false,
    listsArchived: false,
    label: 'Projekte',
    list: '/projects',
    detail: '/projects',
    dashLabel: 'Projekte',
    dash: '/dash/projects',
    dashDetail: '/dash/projects',
  },
  {
    id: 'current',
    kind: 'project',
    catigories: ['currentProject'],
    listsArchived: true,
    label: 'Großprojekt',
    list: '/aktuellesGrossprojekt',
    detail: '/aktuellesGrossprojekt',
    dashLabel: 'Aktuelles Großprojekt',
    dash: '/dash/projects/current',
    // The dashboard's current-project list has no detail route of its own (seed-spec section 2).
    dashDetail: '/dash/projects',
  },
  {
    id: 'oldButGreat',
    kind: 'project',
    catigories: ['project'],
    archived: true,
    listsArchived: true,
    label: 'Old but great',
    list: '/old-but-great',
    detail: '/old-but-great',
    dashLabel: 'Old but great',
    dash: '/dash/old-but-great',
    dashDetail: '/dash/old-but-great',
  },
] as const satisfies readonly PostAreaRow[];

type PostAreaRow = {
  id: string;
  /** What visitors call its entries: a missing one shows the spec's 'Post not found!' or 'Project not found!'. */
  kind: 'post' | 'project';
  /** Posts of these catigories belong here ... */
  catigories: readonly Catigory[];
  /** ... and, where set, only those with this archiv flag. */
  archived?: boolean;
  /** Whether the public list shows the area's archived posts too. */
  listsArchived: boolean;
  /** German name of the public list. */
  label: string;
  /** Public list route, and the route under which its posts' detail pages live. */
  list: string;
  detail: string;
  /** German name in the dashboard, its list route and the route of its detail pages. */
  dashLabel: string;
  dash: string;
  dashDetail: string;
};

export type PostArea = (typeof POST_AREAS)[number];
export type PostAreaId = PostArea['id'];
type Placed = Pick<Post, 'catigory' | 'archiv'>;

const AREAS_BY_ID = new Map<PostAreaId, PostArea>(POST_AREAS.map((area) => [area.id, area]));

export function postAreaById(id: PostAreaId): PostArea {
  return AREAS_BY_ID.get(id) as PostArea;
}

function belongs(area: PostAreaRow, post: Placed): boolean {
  return area.catigories.includes(post.catigory) && (area.archived === undefined || area.archived === post.archiv);
}

/** The one area a post belongs to; a catigory no row names counts as a post. */
export function postAreaOf(post: Placed): PostArea {
  return POST_AREAS.find((area) => belongs(area, post)) ?? POST_AREAS[0];
}

/** Whether a post appears in its area's public list. */
export function isListed(area: PostAreaRow, post: Placed): boolean {
  return belongs(area, post) && (area.listsArchived || !post.archiv);
}

/** Which posts an area's list shows, as a filter of field tests: catigory one of, and the archiv flag where it matters. */
export function areaFilter(
  area: PostAreaRow,
  scope: 'public' | 'dashboard',
): { catigories: Catigory[]; archived?: boolean } {
  const archived = area.archived ?? (scope === 'public' && !area.listsArchived ? false : undefined);
  return archived === undefined ? { catigories: [...area.catigories] } : { catigories: [...area.catigories], archived };
}

/** A post's public page. */
export function detailHref(post: Placed & { id: string }): string {
  return `${postAreaOf(post).detail}/${post.id}`;
}

/** A post's page in the dashboard. */
export function dashDetailHref(post: Placed & { id: string }): string {
  return `${postAreaOf(post).dashDetail}/${post.id}`;
}

/** The German name of each catigory, as editors see it in the dashboard and visitors in the archive. */
export const CATIGORY_LABELS: Record<Catigory, string> = {
  post: 'Beitrag',
  project: 'Projekt',
  currentProject: 'Großprojekt',
  creative: 'Kreatives',
  event: 'Veranstaltung',
  all: 'Allgemein',
};

function joinGerman(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} und ${items.at(-1)}` : (items[0] ?? '');
}

/** The dashboard's description of an area, derived from its row so it always says truthfully where posts show. */
export function describeArea(area: PostAreaRow): string {
  const catigories = joinGerman(area.catigories.map((catigory) => `${CATIGORY_LABELS[catigory]} (${catigory})`));
  const archived = area.archived === undefined ? '' : area.archived ? ', archiviert' : ', nicht archiviert';
  const hidden =
    area.archived === undefined && !area.listsArchived ? ' Archivierte stehen dort nicht, nur im Archiv.' : '';
  return `Kategorie ${catigories}${archived}, neueste zuerst. Die Website zeigt sie unter „${area.label}“ (${area.list}).${hidden}`;
}
