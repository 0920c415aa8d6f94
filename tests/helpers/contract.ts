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
