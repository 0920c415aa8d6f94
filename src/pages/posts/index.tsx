import { wrappingRow } from '../../styles/layout';
import { postAreaById } from '../../lib/domain/post-areas';
import { css } from '@linaria/core';
import type { PageProps } from 'waku/router';
import { ErrorScreen } from '../../components/error-screen';
import { FilterForm } from '../../components/filter-form';
import { PageHeader } from '../../components/page-header';
import { PageMeta } from '../../components/page-meta';
import { Pagination } from '../../components/pagination';
import { PostGrid } from '../../components/post-grid';
import { SectionUnavailable } from '../../components/section-unavailable';
import { getClasses, getMedia, getPostPage, settle } from '../../lib/content';
import { getClassLabel, isShownClass } from '../../lib/domain/class-name';
import { pickBackgroundImage } from '../../lib/domain/images';
import { parsePostQuery, postQueryString } from '../../lib/domain/post-query';
import { setPageStatus } from '../../lib/platform/request-context';
import { controlSurface, primaryButton } from '../../styles/controls';
import { fontSize, fontWeight } from '../../styles/theme';
import { dynamicRender } from '../_components/render';

const SORT_LABELS = { desc: 'Neueste zuerst', asc: 'Älteste zuerst', pinned: 'Angeheftete zuerst', random: 'Zufällig' };

export default async function PostsPage({ query }: PageProps<'/posts'>) {
  const { page, sort, classId } = parsePostQuery(query);
  const [posts, classes, headline] = await Promise.all([
    settle(getPostPage(postAreaById('posts'), { page, sort, classId })),
    settle(getClasses()),
    settle(getMedia('posts_headline_bg')),
  ]);
  const unknownClass = classId !== undefined && classes.ok && !classes.value.some((c) => c.id === classId);
  if (unknownClass || (posts.ok && page > 1 && page > posts.value.totalPages)) {
    setPageStatus(404);
    return (
      <>
        <PageMeta title="Seite nicht gefunden" path="/posts" noindex />
        <ErrorScreen status={404} message={`Page not found: /posts${postQueryString({ page, sort, classId })}`} />
      </>
    );
  }
  const className = classes.ok ? classes.value.find((c) => c.id === classId)?.displayName : undefined;
  const title = page > 1 ? `Aktuelles – Seite ${page}` : 'Aktuelles';
  return (
    <>
      <PageMeta
        title={title}
        path={`/posts${postQueryString({ page, sort, classId })}`}
        description="Neuigkeiten aus dem Schulalltag: Ausflüge, Wettbewerbe, Feste und mehr."
      />
      <PageHeader
        title="Aktuelles"
        lead={className ? `Beiträge der ${getClassLabel(className)}` : 'Neuigkeiten aus dem Schulalltag'}
        background={
          (headline.ok ? headline.value?.file : undefined) ??
          (posts.ok ? pickBackgroundImage(posts.value.items) : undefined)
        }
      />
      <FilterForm action="/posts" className={filters}>
        <label className={field}>
          <span>Klasse</span>
          <select name="class" defaultValue={classId ?? ''}>
            <option value="">Alle Klassen</option>
            {classes.ok &&
              classes.value
                .filter((cls) => isShownClass(cls.since) || cls.id === classId)
                .map((cls) => (
                  <option key={cls.id} value={cls.id}>
                    {cls.displayName}
                  </option>
                ))}
          </select>
        </label>
        <label className={field}>
          <span>Sortierung</span>
          <select name="sort" defaultValue={sort}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          Anzeigen
        </button>
      </FilterForm>
      {posts.ok ? (
        <>
          <p className={count} aria-live="polite">
            {posts.value.totalItems === 1 ? '1 Beitrag' : `${posts.value.totalItems} Beiträge`}
          </p>
          <PostGrid
            posts={posts.value.items}
            headingLevel={2}
            priorityFirst
            empty="Für diese Auswahl gibt es keine Beiträge."
          />
          <Pagination
            page={page}
            totalPages={posts.value.totalPages}
            href={(p) => `/posts${postQueryString({ page: p, sort, classId })}`}
          />
        </>
      ) : (
        <SectionUnavailable what="Die Beiträge" />
      )}
    </>
  );
}

export const getConfig = dynamicRender;

const filters = css`
  ${wrappingRow}
  gap: 0.75rem 1.25rem;
  align-items: flex-end;
  margin-bottom: 1rem;
`;

const field = css`
  display: grid;
  gap: 0.25rem;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.base};
  select {
    min-height: 44px;
    min-width: 12rem;
    padding: 0.375rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 0.5rem;
    ${controlSurface}
    font-weight: ${fontWeight.normal};
  }
`;

const count = css`
  color: var(--color-text-muted);
  margin: 0 0 1rem;
`;
