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
    // The home page shows the first posts of this list.
    home: { label: 'Neueste Beiträge', section: 'neueste', count: 6 },
    detail: '/posts',
    backLabel: 'Alle Beiträge',
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
    lead: 'Gedichte, Bilder, Musik und mehr – Arbeiten unserer Schüler:innen.',
    empty: 'Noch keine kreativen Arbeiten veröffentlicht.',
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
    lead: 'Woran unsere Klassen gerade arbeiten: Projekte aus Unterricht, Werkstatt und Schulleben.',
    empty: 'Derzeit laufen keine Projekte.',
    detail: '/projects',
    backLabel: 'Alle Projekte',
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
    lead: 'Unser großes Schulprojekt dieses Jahres – alle Neuigkeiten an einem Ort.',
    empty: 'Gerade läuft kein Großprojekt.',
    detail: '/aktuellesGrossprojekt',
    backLabel: 'Zum Großprojekt',
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
    lead: 'Abgeschlossene Projekte, auf die wir immer noch stolz sind.',
    empty: 'Noch keine abgeschlossenen Projekte.',
    detail: '/old-but-great',
    backLabel: 'Alle abgeschlossenen Projekte',
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
  /** Where the home page shows the newest posts of this list: its heading, section id and how many. */
  home?: { label: string; section: string; count: number };
  /** Public list route, and the route under which its posts' detail pages live. */
  list: string;
  /** The public list's introduction, and what it says while it has no posts (lists with a page of their own). */
  lead?: string;
  empty?: string;
  detail: string;
  /** The way back from a detail page of this route to the list (areas with a detail route of their own). */
  backLabel?: string;
  /** German name in the dashboard, its list route and the route of its detail pages. */
  dashLabel: string;
  dash: string;
  dashDetail: string;
};

export type PostArea = (typeof POST_AREAS)[number];
export type PostAreaId = PostArea['id'];
/** The areas whose public list is the plain list page (src/pages/_components/area-list-page.tsx). */
export type ListedArea = Extract<PostArea, { lead: string }>;
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

/** The area whose detail route shows the post (a creative post's page is under /posts). */
export function detailRouteArea(post: Placed): PostArea {
  const { detail } = postAreaOf(post);
  return POST_AREAS.find((area) => area.list === detail) ?? POST_AREAS[0];
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

/** Catigories whose posts carry their label on every card, so visitors tell them apart in Aktuelles. */
const MARKED_CATIGORIES: readonly Catigory[] = ['event'];

export function isMarked(post: Pick<Post, 'catigory'>): boolean {
  return MARKED_CATIGORIES.includes(post.catigory);
}

function findHomeLatest() {
  for (const area of POST_AREAS) if ('home' in area) return { area, ...area.home };
  throw new Error('No post area is shown on the home page.');
}

/** The list whose newest posts the home page shows: its area, heading, section id and how many. */
export const HOME_LATEST = findHomeLatest();

/** Lists that gather posts of every area by a flag: pinned ones on the home page, archived ones in the archive. */
export const PINNED_LIST = { label: 'Wichtig', path: '/', section: 'angeheftet' } as const;
export const ARCHIVE_LIST = { label: 'Archiv', path: '/archiv' } as const;

/** One public list a post appears in: `name` for tables, `phrase` for sentences, `href` links the very section. */
export type PublicPlace = { name: string; phrase: string; path: string; href: string };

const HOME = 'Startseite';

/** Every public list a post appears in, from the table: its area's list (and the home page's newest), archive, pinned. */
export function publicPlaces(post: Placed & Pick<Post, 'pin'>): PublicPlace[] {
  const places: PublicPlace[] = [];
  for (const area of POST_AREAS as readonly PostAreaRow[]) {
    if (!isListed(area, post)) continue;
    places.push({ name: area.label, phrase: `„${area.label}“`, path: area.list, href: area.list });
    if (area.home) {
      const { label, section, count } = area.home;
      places.push({
        name: `${HOME}, „${label}“ (die ${count} neuesten)`,
        phrase: `die ${count} neuesten auf der ${HOME} unter „${label}“`,
        path: '/',
        href: `/#${section}`,
      });
    }
  }
  if (post.archiv) {
    const { label, path } = ARCHIVE_LIST;
    places.push({ name: label, phrase: `„${label}“`, path, href: path });
  }
  if (post.pin) {
    const { label, path, section } = PINNED_LIST;
    places.push({
      name: `${HOME}, „${label}“`,
      phrase: `auf der ${HOME} unter „${label}“`,
      path,
      href: `${path}#${section}`,
    });
  }
  return places;
}

function joinGerman(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} und ${items.at(-1)}` : (items[0] ?? '');
}

/** '„Aktuelles“ (/posts) und „Archiv“ (/archiv)': where posts show, for a sentence. */
export function describePlaces(places: PublicPlace[]): string {
  return places.length === 0 ? 'nirgends' : joinGerman(places.map((place) => place.phrase));
}

/** What pinning adds: the places of a pinned post that an unpinned one lacks. */
function pinnedOnly(post: Placed): PublicPlace[] {
  const unpinned = new Set(publicPlaces({ ...post, pin: false }).map((place) => place.href));
  return publicPlaces({ ...post, pin: true }).filter((place) => !unpinned.has(place.href));
}

/** The dashboard's description of an area, derived from the table so it always says truthfully where posts show. */
export function describeArea(area: PostAreaRow): string {
  const catigory = area.catigories[0] ?? 'post';
  const catigories = joinGerman(area.catigories.map((c) => CATIGORY_LABELS[c]));
  const archivedNote = area.archived === undefined ? '' : area.archived ? ', archiviert' : ', nicht archiviert';
  const shown = describePlaces(publicPlaces({ catigory, archiv: area.archived ?? false, pin: false }));
  const sentences = [`Kategorie ${catigories}${archivedNote}, neueste zuerst.`, `Auf der Website: ${shown}.`];
  if (area.archived === undefined) {
    const archived = publicPlaces({ catigory, archiv: true, pin: false });
    sentences.push(`Archivierte: ${archived.length === 1 ? 'nur ' : ''}${describePlaces(archived)}.`);
  }
  sentences.push(`Angeheftete zusätzlich ${describePlaces(pinnedOnly({ catigory, archiv: area.archived ?? false }))}.`);
  const marked = area.catigories.filter((c) => isMarked({ catigory: c }));
  for (const c of marked) {
    sentences.push(`${CATIGORY_LABELS[c]} ist auf der Website überall als „${CATIGORY_LABELS[c]}“ markiert.`);
  }
  return sentences.join(' ');
}
