import { css, cx } from '@linaria/core';
import { Link } from 'waku';
import { formatDate } from '../../lib/domain/dates';
import { CATIGORY_LABELS, detailHref } from '../../lib/domain/post-areas';
import { SEARCH_PER_PAGE, type SearchPage, type Segment } from '../../features/search/rules/search';
import { StaticHtml } from '../../components/static-html';
import { fontSize, fontWeight, space } from '../../styles/theme';
import { gridList } from '../../styles/lists';

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    // segments never reorder
    segment.hit ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}

/**
 * The hits of one result page, each linking to its own page, the matched words marked. The list holds nothing
 * interactive: it is written as HTML once (components/static-html), and a click on a hit still navigates on the client.
 */
export function SearchResults({ text, result, firstPage }: { text: string; result: SearchPage; firstPage: string }) {
  const { hits, total, page } = result;
  if (total === 0) {
    return (
      <p role="status" className={summary}>
        {`Keine Treffer für „${text}“. Versuchen Sie ein anderes oder kürzeres Wort.`}
      </p>
    );
  }
  if (hits.length === 0) {
    return (
      <p role="status" className={summary}>
        {`Diese Ergebnisseite gibt es nicht. `}
        <Link to={firstPage}>{`Zur ersten Seite der Treffer für „${text}“`}</Link>
      </p>
    );
  }
  const first = (page - 1) * SEARCH_PER_PAGE + 1;
  return (
    <>
      <p role="status" className={summary}>
        {`${total} Treffer für „${text}“${total > hits.length ? ` (${first}–${first + hits.length - 1})` : ''}`}
      </p>
      <StaticHtml as="ol" className={cx(gridList, list)} start={first}>
        {hits.map(({ post, title, excerpt }) => (
          <li key={post.id} className={item}>
            <h2 className={heading}>
              <a href={detailHref(post)}>
                <Marked segments={title} />
              </a>
            </h2>
            <p className={meta}>
              {`${CATIGORY_LABELS[post.catigory] ?? 'Beitrag'}${post.archiv ? ' · Archiv' : ''}`}
              {post.date && (
                <>
                  {' · '}
                  <time dateTime={post.date.replace(' ', 'T')}>{formatDate(post.date)}</time>
                </>
              )}
            </p>
            {excerpt.length > 0 && (
              <p className={snippet}>
                <Marked segments={excerpt} />
              </p>
            )}
          </li>
        ))}
      </StaticHtml>
    </>
  );
}

const summary = css`
  margin: ${space.lg} 0 ${space.md};
  font-weight: ${fontWeight.bold};
`;

const list = css`
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
`;

const item = css`
  padding: ${space.md} 0;
  border-bottom: 1px solid var(--color-border);
  mark {
    background: var(--color-mark, #fde68a);
    color: #1f2937;
    border-radius: 0.2em;
    padding: 0 0.1em;
  }
`;

const heading = css`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.large};
`;

const meta = css`
  margin: 0 0 ${space.xs};
  color: var(--color-text-muted);
  font-size: ${fontSize.small};
`;

const snippet = css`
  margin: 0;
`;
