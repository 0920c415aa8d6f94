import { wrappingRow } from '../../styles/layout';
import { css, cx } from '@linaria/core';
import { Link } from 'waku';
import { getStaffSession } from '../../lib/platform/request-context';
import { editPostHref } from '../../lib/domain/edit-routes';
import { contentFormOf, editContentHref, newContentHref } from '../../lib/domain/content-forms';
import { editsOtherContent } from '../../lib/domain/staff-roles';
import { primaryButton } from '../../styles/controls';
import { detailHref } from '../../lib/domain/post-areas';
import { isPublic, previewHref } from '../../lib/domain/publishing';
import type { Post } from '../../lib/domain/types';
import { gridList } from '../../styles/lists';
import { fontSize, fontWeight } from '../../styles/theme';

type RecordRef = { id: string; collectionId: string; collectionName?: string };

/** The editors' form for a record of the other content, for a staff member whose role edits it. */
function contentEditHref({ id, collectionName }: RecordRef): string | undefined {
  if (!collectionName || !contentFormOf(collectionName) || !editsOtherContent(getStaffSession()?.role ?? ''))
    return undefined;
  return editContentHref(collectionName, id);
}

/** Per row: the dashboard's form for the record, and its page on the site where it has one. */
export function RecordLinks({
  record,
  label,
  view,
  viewLabel = 'Auf der Website ansehen',
  bar,
  edit,
}: {
  record: RecordRef;
  label: string;
  /** The dashboard's own form for the record, for staff whose role may change it. */
  edit?: string;
  view?: string;
  /** What the view link says: the public page, or a staff preview of what is not public yet. */
  viewLabel?: string;
  /** Side by side under a heading instead of stacked in a table cell. */
  bar?: boolean;
}) {
  const editHref = edit ?? contentEditHref(record);
  return (
    <ul className={bar ? barLinks : cx(gridList, links)}>
      {editHref && (
        <li>
          <Link to={editHref}>
            Bearbeiten<span className="visually-hidden">: {label}</span>
          </Link>
        </li>
      )}
      {view && (
        <li>
          <Link to={view}>
            {viewLabel}
            <span className="visually-hidden">: {label}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}

/** A post's links: its form, and its public page, or its review page while visitors do not see it. */
export function PostRecordLinks({ post, bar }: { post: Post; bar?: boolean }) {
  const edit = getStaffSession()?.role ? editPostHref(post) : undefined;
  const links = { record: post, label: post.title, bar, ...(edit ? { edit } : {}) };
  return isPublic(post.publishing, new Date()) ? (
    <RecordLinks {...links} view={detailHref(post)} />
  ) : (
    <RecordLinks {...links} view={previewHref(post.id)} viewLabel="Vorschau ansehen" />
  );
}

const links = css`
  gap: 0.25rem;
  min-width: 8rem;
  font-size: ${fontSize.small};
`;

const barLinks = css`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  ${wrappingRow}
  gap: 0.5rem 1.5rem;
  font-weight: ${fontWeight.bold};
`;

/** "Neu" above a list of the other content, for staff whose role edits it. */
export function NewRecordLink({ collection }: { collection: string }) {
  const form = contentFormOf(collection);
  if (!form || !editsOtherContent(getStaffSession()?.role ?? '')) return null;
  return (
    <p>
      <Link to={newContentHref(collection)} className={primaryButton}>
        {`${form.noun}: neu`}
      </Link>
    </p>
  );
}
