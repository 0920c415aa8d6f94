import { parseMonthKey } from '../domain/dates';
import { ARCHIVE_LIST, POST_AREAS } from '../domain/post-areas';
import { POST_SORTS } from '../domain/post-query';
import { SITEMAP_PATH } from '../domain/sitemap';
import { isRecordId } from '../domain/record-id';

/**
 * One parameter's canonical value: a string to keep, '' for the default (left out of the URL),
 * undefined for a value the page does not understand.
 */
type ParamRule = (value: string, now: Date) => string | undefined;

const MAX_PAGE = 10_000;

const recordId: ParamRule = (value) => (value === '' ? '' : isRecordId(value) ? value : undefined);

const sort: ParamRule = (value) => {
  if (value === '' || value === 'desc') return '';
  return (POST_SORTS as readonly string[]).includes(value) ? value : undefined;
};

const pageNumber: ParamRule = (value) => {
  if (value === '') return '';
  if (!/^\d{1,5}$/.test(value)) return undefined;
  const page = Number(value);
  if (page < 1 || page > MAX_PAGE) return undefined;
  return page === 1 ? '' : String(page);
};

const month: ParamRule = (value, now) => (value === '' ? '' : parseMonthKey(value, now) ? value : undefined);

/** Any value as it came: the page answers a wrong one itself (a feed for an unknown class is a 404). */
const asGiven: ParamRule = (value) => value;

/** The query parameters each public page reads, in the order our own links write them. */
const PAGE_PARAMS: Record<string, Record<string, ParamRule>> = {
  // Every other list is paged like /posts (contract.md, "paging of area lists").
  ...Object.fromEntries(
    [...POST_AREAS.map((area) => area.list), ARCHIVE_LIST.path].map((path) => [path, { page: pageNumber }]),
  ),
  '/posts': { class: recordId, sort, page: pageNumber },
  '/kalender': { month },
  '/kalender.ics': { class: asGiven },
  [SITEMAP_PATH]: { teil: asGiven },
  // The e-mail form's answer (features/parents/rules/parent-mails.ts, MAIL_NOTICES): a short word, kept like the page.
  '/benachrichtigungen': { 'e-mail': (value) => (/^[a-z-]{0,20}$/.test(value) ? value : undefined) },
  // A result page is kept like any page: the same search within the TTL costs no index or backend read.
  '/suche': { q: asGiven, page: pageNumber },
};

export type PageQuery = {
  /** The canonical query string (no leading '?'): known parameters normalised, unknown ones kept as they came. */
  query: string;
  /** A known parameter had a value its page does not understand (`?sort=junk`, `?page=abc`). */
  invalid: boolean;
  /** A parameter the page does not read (`?utm_source=…`): such URLs are rendered but never cached. */
  hasUnknown: boolean;
};

/** Normalises a page's query the way its page would read it. */
export function canonicalPageQuery(path: string, query: string, now: Date = new Date()): PageQuery {
  const rules = PAGE_PARAMS[path] ?? {};
  const params = new URLSearchParams(query);
  const canonical = new URLSearchParams();
  let invalid = false;
  for (const [name, rule] of Object.entries(rules)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    const value = values.length === 1 ? rule(values[0] ?? '', now) : undefined;
    if (value === undefined) invalid = true;
    else if (value !== '') canonical.set(name, value);
  }
  let hasUnknown = false;
  for (const [name, value] of params) {
    if (Object.hasOwn(rules, name)) continue;
    hasUnknown = true;
    canonical.append(name, value);
  }
  return { query: canonical.toString(), invalid, hasUnknown };
}
