import type { Post } from '../content';

/** Where a post's detail page lives, by its kind (spec routes of section 2). */
export function detailHref(post: Pick<Post, 'id' | 'catigory' | 'archiv'>): string {
  switch (post.catigory) {
    case 'project':
      return post.archiv ? `/old-but-great/${post.id}` : `/projects/${post.id}`;
    case 'currentProject':
      return `/aktuellesGrossprojekt/${post.id}`;
    default:
      return `/posts/${post.id}`;
  }
}

export const CATEGORY_LABELS: Record<Post['catigory'], string> = {
  post: 'Beitrag',
  project: 'Projekt',
  currentProject: 'Großprojekt',
  creative: 'Kreatives',
  event: 'Veranstaltung',
  all: 'Allgemein',
};
