import type { PageProps } from 'waku/router';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Pagination } from '../components/pagination';
import { SEARCH_PATH, SearchForm } from '../components/search-form';
import { SectionUnavailable } from '../components/section-unavailable';
import { settle } from '../lib/content';
import { searchSite } from '../features/search';
import { INDEX_BUILDING, MAX_QUERY_LENGTH, readSearchQuery } from '../features/search/rules/search';
import { setPageStatus } from '../lib/platform/request-context';
import { SearchResults } from './_components/search-results';
import { dynamicRender } from './_components/render';

export default async function SearchPage({ query }: PageProps<'/suche'>) {
  const params = new URLSearchParams(query ?? '');
  const search = readSearchQuery(params.get('q'));
  const page = pageNumber(params.get('page'));
  const text = search.kind === 'ok' ? search.text : '';
  return (
    <>
      <PageMeta title={text ? `Suche: ${text}` : 'Suche'} path={SEARCH_PATH} noindex />
      <PageHeader title="Suche" lead="Beiträge, Projekte und Veranstaltungen durchsuchen." />
      <SearchForm id="suche-seite" name="Suchanfrage" value={params.get('q')?.slice(0, MAX_QUERY_LENGTH) ?? ''} />
      {search.kind === 'tooLong' && <TooLong length={search.length} />}
      {search.kind === 'ok' && <Results text={text} page={page} />}
    </>
  );
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function TooLong({ length }: { length: number }) {
  setPageStatus(400);
  return (
    <p role="alert">
      {`Ihr Suchbegriff ist ${length} Zeichen lang. Bitte kürzen Sie ihn auf höchstens ${MAX_QUERY_LENGTH} Zeichen.`}
    </p>
  );
}

async function Results({ text, page }: { text: string; page: number }) {
  const result = await settle(searchSite(text, page));
  if (!result.ok) return <SectionUnavailable what="Die Suchergebnisse" />;
  const { total, totalPages } = result.value;
  if (total > 0 && page > totalPages) setPageStatus(404);
  const href = (to: number) =>
    `${SEARCH_PATH}?${new URLSearchParams(to > 1 ? { q: text, page: String(to) } : { q: text })}`;
  return (
    <>
      {!result.value.complete && <p data-index-building>{INDEX_BUILDING}</p>}
      <SearchResults text={text} result={result.value} firstPage={href(1)} />
      <Pagination page={page} totalPages={totalPages} href={href} />
    </>
  );
}

export const getConfig = dynamicRender;
