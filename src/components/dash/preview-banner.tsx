import { wrappingRow } from '../../styles/layout';
import { unstyledList } from '../../styles/lists';
import { css } from '@linaria/core';
import { Link } from 'waku';
import type { Post } from '../../lib/domain/types';
import { dashboardDate } from '../../lib/domain/dates';
import { detailHref } from '../../lib/domain/post-areas';
import { PUBLISHING_LABELS, publishingState } from '../../lib/domain/publishing';
import { fontSize, fontWeight, space } from '../../styles/theme';
import { adminRecordUrl } from './record-links';

/** What the preview says about when visitors will see the post. */
function whenPublic(post: Post, now: Date) {
  const state = publishingState(post.publishing, now);
  if (state === 'scheduled') {
    return `Geplant: erscheint am ${dashboardDate(post.publishing.publishAt)?.vienna} (Wiener Zeit).`;
  }
  if (state === 'public') return 'Dieser Beitrag ist bereits öffentlich.';
  return `${PUBLISHING_LABELS[state]}: erscheint erst, wenn der Status in PocketBase auf „published“ steht.`;
}

/** Above a staff preview: it is not public, when it will be, and where to change that. */
export function PreviewBanner({ post, now = new Date() }: { post: Post; now?: Date }) {
  const isPublic = publishingState(post.publishing, now) === 'public';
  return (
    <aside className={banner} aria-label="Vorschau">
      <p className={title}>Vorschau – nicht öffentlich</p>
      <p>{whenPublic(post, now)} So sehen Besucherinnen und Besucher den Beitrag, sobald er erscheint.</p>
      <ul className={links}>
        <li>
          <a href={adminRecordUrl(post)} target="_blank" rel="noopener noreferrer">
            In PocketBase bearbeiten<span className="visually-hidden"> (öffnet in neuem Tab)</span>
          </a>
        </li>
        <li>
          <Link to="/dash/publishing">Alle Entwürfe und geplanten Beiträge</Link>
        </li>
        {isPublic && (
          <li>
            <Link to={detailHref(post)}>Öffentliche Seite ansehen</Link>
          </li>
        )}
      </ul>
    </aside>
  );
}

const banner = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border: 3px dashed var(--color-danger);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  color: var(--color-text);
  p {
    margin: 0 0 ${space.sm};
  }
`;

const title = css`
  font-size: ${fontSize.large};
  font-weight: ${fontWeight.bold};
`;

const links = css`
  ${unstyledList}
  ${wrappingRow}
  gap: ${space.sm} ${space.lg};
  font-weight: ${fontWeight.bold};
`;
