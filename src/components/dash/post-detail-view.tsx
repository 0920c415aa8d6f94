import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import type { DashPost } from '../../lib/content';
import { thumbUrl } from '../../lib/domain/images';
import { findPostProblems, type KnownIds } from '../../lib/domain/content-problems';
import { CATIGORY_LABELS } from '../../lib/domain/post-areas';
import { isPublic } from '../../lib/domain/publishing';
import { PageMeta } from '../page-meta';
import { DateCell, PlacesCell, PublishingCell, Relations } from './cells';
import { ProblemList } from './problem-list';
import { PostRecordLinks } from './record-links';
import { fontSize, fontWeight, media } from '../../styles/theme';
import { gridList } from '../../styles/lists';

type PostDetailViewProps = {
  post: DashPost;
  known: KnownIds;
  path: string;
  back: ReactNode;
  /** Whether parents were told about it yet, and how many (a public post, where the site tells parents). */
  notice?: string | undefined;
};

/** One post with every field and its checks. */
export function PostDetailView({ post, known, path, back, notice }: PostDetailViewProps) {
  const now = new Date();
  const fields: Array<[string, ReactNode]> = [
    ['ID', <code key="id">{post.id}</code>],
    ['Kategorie', CATIGORY_LABELS[post.catigory] ?? post.catigory],
    ['Datum', <DateCell key="date" value={post.date} />],
    ['Angeheftet', post.pin ? 'Ja' : 'Nein'],
    ['Dringend', post.urgent ? 'Ja' : 'Nein'],
    ['Archiviert', post.archiv ? 'Ja' : 'Nein'],
    ['Status', <PublishingCell key="status" publishing={post.publishing} now={now} />],
    ['Auf der Website', <PlacesCell key="places" post={post} now={now} />],
    ...(notice && isPublic(post.publishing, now) ? [['Eltern benachrichtigt', notice] as [string, ReactNode]] : []),
    [
      'Klassen',
      <Relations key="c" ids={post.classIds} known={post.classes.map((c) => ({ id: c.id, name: c.displayName }))} />,
    ],
    ['Lehrkräfte', <Relations key="t" ids={post.teacherIds} known={post.teachers} />],
    ['Angelegt', <DateCell key="created" value={post.created} />],
    ['Zuletzt geändert', <DateCell key="updated" value={post.updated} />],
  ];
  return (
    <article>
      <PageMeta title={`${post.title} – Verwaltung`} path={path} noindex />
      {back}
      <h1>{post.title}</h1>
      <PostRecordLinks post={post} bar />
      <h2 className={subheading}>Prüfung</h2>
      <ProblemList problems={findPostProblems(post, known)} />
      <h2 className={subheading}>Felder</h2>
      <dl className={fieldList}>
        {fields.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={subheading}>Beschreibung</h2>
      {post.description ? (
        // sanitised on the server by sanitizeHtml
        <div className={prose} dangerouslySetInnerHTML={{ __html: post.description }} />
      ) : (
        <p>Keine Beschreibung.</p>
      )}
      <h2 className={subheading}>Dateien ({post.files.length})</h2>
      <ul className={cx(gridList, files)}>
        {post.files.map((file) => (
          <li key={file.name}>
            {file.isImage && <img src={thumbUrl(file, '320x180')} alt="" width={160} height={90} loading="lazy" />}
            <a href={file.url}>{file.name}</a>
            {file.isImage && <span className={altNote}>{altNoteOf(file.alt)}</span>}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** What visitors' screen readers get for a photo (see content-problems: a missing one is flagged above). */
function altNoteOf(alt: string | undefined): string {
  if (alt === undefined) return 'ohne Alternativtext';
  return alt === '' ? 'Dekorativ' : `Alternativtext: „${alt}“`;
}

const subheading = css`
  margin-top: 2rem;
  font-size: ${fontSize.large};
`;

const fieldList = css`
  display: grid;
  gap: 0.25rem 1.5rem;
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0 1rem;
    ${media.sm} {
      grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
    }
    padding: 0.375rem 0;
    border-bottom: 1px solid var(--color-border);
  }
  dt {
    font-weight: ${fontWeight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const prose = css`
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  overflow-wrap: break-word;
`;

const files = css`
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li > * {
    min-width: 0;
  }
  img {
    border-radius: 0.25rem;
    object-fit: cover;
  }
`;

const altNote = css`
  color: var(--color-text-muted);
`;
