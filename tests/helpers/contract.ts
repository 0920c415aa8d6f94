import { POST_IDS } from '../../pocketbase/seed/seed.mjs';
import type { Catigory } from '../../src/lib/domain/types';

/**
 * The contract's route table ("What each public route shows", shared/spec/contract.md), written out by hand:
 * the public lists a post of each catigory appears in, not archived and archived. `/#neueste` is the home
 * page's latest posts (the newest of Aktuelles); pinned posts of any catigory also show under `/#angeheftet`.
 */
export const PUBLIC_LISTS: Record<Catigory, { current: string[]; archived: string[] }> = {
  post: { current: ['/posts', '/#neueste'], archived: ['/archiv'] },
  event: { current: ['/posts', '/#neueste'], archived: ['/archiv'] },
  all: { current: ['/posts', '/#neueste'], archived: ['/archiv'] },
  project: { current: ['/projects'], archived: ['/old-but-great', '/archiv'] },
  currentProject: { current: ['/aktuellesGrossprojekt'], archived: ['/aktuellesGrossprojekt', '/archiv'] },
  creative: { current: ['/kreatives'], archived: ['/kreatives', '/archiv'] },
};

export const PINNED_LIST = '/#angeheftet';
export const CATIGORIES = Object.keys(PUBLIC_LISTS) as Catigory[];

/** Every public page of the contract's route table: the lists and one seeded detail page of each area. */
export const PUBLIC_PAGES = [
  '/',
  '/posts',
  `/posts/${POST_IDS.pinned}`,
  '/projects',
  `/projects/${POST_IDS.project}`,
  '/aktuellesGrossprojekt',
  `/aktuellesGrossprojekt/${POST_IDS.currentProject}`,
  '/old-but-great',
  `/old-but-great/${POST_IDS.archivedProject}`,
  '/archiv',
  '/kreatives',
  '/kalender',
  '/lehrer',
  '/klassen',
  '/eltern',
  '/bikeline',
  '/benachrichtigungen',
  '/impressum',
  '/datenschutz',
  '/barrierefreiheit',
];
