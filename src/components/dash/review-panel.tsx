import { css } from '@linaria/core';
import { Link } from 'waku';
import type { Post } from '../../lib/domain/types';
import { editPostHref } from '../../lib/domain/edit-routes';
import type { FormErrors } from '../../lib/domain/post-form-rules';
import { detailHref } from '../../lib/domain/post-areas';
import { type Publishing, PUBLISHING_LABELS, previewHref, publishingState } from '../../lib/domain/publishing';
import {
  type ChangesSincePublic,
  MAX_REVIEW_NOTE,
  REVIEW_ACTION_LABELS,
  REVIEW_FIELD,
  type ReviewValues,
  type TextChange,
} from '../../lib/domain/review';
import { EDIT_FORM_FIELD } from '../../lib/domain/edit-routes';
import { dashboardDate } from '../../lib/domain/dates';
import { primaryButton } from '../../styles/controls';
import { wrappingRow } from '../../styles/layout';
import { fontSize, fontWeight, space } from '../../styles/theme';
import { DateCell } from './cells';
import { ChangesLegend, TitleAndText } from './text-changes';
import {
  described,
  Field,
  fieldsetStyle,
  FormMessage,
  inputStyle,
  outlineButton,
  ViennaTimeField,
} from './form/fields';

export type ReviewPanelProps = {
  /** What is reviewed: a post or a calendar entry (reviewSubjectOf). */
  subject: ReviewSubject;
  /** Who wrote it (the account's name), when it was last changed, the note it was last returned with. */
  facts: { ownerName: string | undefined; updated: string; note: string };
  /** Undefined: the versions could not be read; null: none are kept for it (calendar entries). */
  changes: ChangesSincePublic | undefined | null;
  /** The staff member may publish, schedule and return it (editors, while it is not public). */
  decides: boolean;
  /** The staff member may open its form. */
  edits: boolean;
  values: ReviewValues;
  errors: FormErrors;
  message?: string;
  done?: string;
};

const REVIEW_LABELS: Record<string, string> = {
  [REVIEW_FIELD.publishAt]: 'Geht online am',
  [REVIEW_FIELD.note]: 'Anmerkung für die Autorin/den Autor',
};

/** A post or calendar entry as its review page needs it: its state, what to call it, where its pages are. */
export type ReviewSubject = {
  id: string;
  publishing: Publishing;
  /** "Beitrag" or "Termin", and with its article in the accusative ("den Beitrag"). */
  noun: string;
  accusative: string;
  /** The review page (its form's address), the staff member's form, the public page once it is public. */
  reviewHref: string;
  editHref: string;
  publicHref: string;
  /** A scheduled post is dated when it goes public; an entry keeps its dates. */
  datedWhenPublic: boolean;
};

/** A post as its review page shows it. */
export const postSubject = (post: Post): ReviewSubject => ({
  id: post.id,
  publishing: post.publishing,
  noun: 'Beitrag',
  accusative: 'den Beitrag',
  reviewHref: previewHref(post.id),
  editHref: editPostHref(post),
  publicHref: detailHref(post),
  datedWhenPublic: true,
});

/** What the page says about when visitors will see the post. */
function whenPublic(post: ReviewSubject, now: Date): string {
  const state = publishingState(post.publishing, now);
  if (state === 'scheduled') {
    return `Geplant: geht am ${dashboardDate(post.publishing.publishAt)?.vienna} online (Wiener Zeit).`;
  }
  if (state === 'public') return `Dieser ${post.noun} ist öffentlich.`;
  if (state === 'review') return 'Zur Prüfung eingereicht: die Redaktion veröffentlicht, plant oder gibt ihn zurück.';
  return `${PUBLISHING_LABELS[state]}: noch nicht eingereicht.`;
}

/** What changed since visitors last saw the post: title and text, word by word. */
function WhatChanged({ changes }: { changes: ChangesSincePublic | undefined }) {
  if (!changes) return <p>Die früheren Fassungen können gerade nicht geladen werden.</p>;
  if (changes.kind === 'never-public') return <p>Dieser Beitrag war noch nie öffentlich: alles ist neu.</p>;
  if (!changes.changed) return <p>Titel und Text sind so, wie sie zuletzt öffentlich waren.</p>;
  return (
    <>
      <p>
        Seit der öffentlichen Fassung vom <DateCell value={changes.since} />: <ChangesLegend />
      </p>
      <TitleAndText change={changes} level={3} />
    </>
  );
}

/**
 * Above a staff preview, the review page of a post: that it is not public and when it will be, who wrote it, what
 * changed since it was last public, and for the editors "Veröffentlichen", "Planen" and "Zurück an die Autorin/den
 * Autor" with a note (a plain form, without JavaScript too), and "Bearbeiten".
 */
export function ReviewPanel(props: ReviewPanelProps) {
  const { subject: post, facts, changes, decides, edits, values, errors, message, done } = props;
  const now = new Date();
  const state = publishingState(post.publishing, now);
  return (
    <aside className={banner} aria-label="Vorschau">
      <p className={title}>{state === 'public' ? 'Öffentlich' : 'Vorschau – nicht öffentlich'}</p>
      <FormMessage message={message} errors={errors} labels={REVIEW_LABELS} {...(done ? { saved: done } : {})} />
      <p>{`${whenPublic(post, now)} So sehen Besucherinnen und Besucher ${post.accusative}.`}</p>
      <p>
        {`Von ${facts.ownerName || 'unbekannt'} · zuletzt geändert `}
        <DateCell value={facts.updated} />
      </p>
      {facts.note && (
        <div className={note}>
          <p className={strong}>Anmerkung der Redaktion an die Autorin/den Autor:</p>
          <p className={keepLines}>{facts.note}</p>
        </div>
      )}
      {decides && (
        <form method="post" action={post.reviewHref} className={decisions}>
          <div className={row}>
            <button type="submit" name={EDIT_FORM_FIELD.action} value="veroeffentlichen" className={primaryButton}>
              {REVIEW_ACTION_LABELS.veroeffentlichen}
            </button>
          </div>
          <fieldset className={fieldsetStyle}>
            <legend>Planen</legend>
            <ViennaTimeField
              name={REVIEW_FIELD.publishAt}
              label="Geht online am"
              hint={
                post.datedWhenPublic
                  ? 'Wiener Zeit. Zu diesem Zeitpunkt erscheint der Beitrag und trägt dieses Datum.'
                  : 'Wiener Zeit. Zu diesem Zeitpunkt erscheint der Termin; seine Daten bleiben, wie sie sind.'
              }
              value={values.publishAt}
              errors={errors}
            />
            <button type="submit" name={EDIT_FORM_FIELD.action} value="planen" className={outlineButton}>
              {REVIEW_ACTION_LABELS.planen}
            </button>
          </fieldset>
          {state === 'review' && (
            <fieldset className={fieldsetStyle}>
              <legend>Zurück an die Autorin/den Autor</legend>
              <Field
                name={REVIEW_FIELD.note}
                label="Anmerkung für die Autorin/den Autor"
                hint="Was zu ändern ist. Die Autorin oder der Autor bekommt sie per E-Mail und sieht sie im Formular."
                errors={errors}
              >
                <textarea
                  {...described(REVIEW_FIELD.note, errors, true)}
                  rows={3}
                  maxLength={MAX_REVIEW_NOTE}
                  defaultValue={values.note}
                  className={inputStyle}
                />
              </Field>
              <button type="submit" name={EDIT_FORM_FIELD.action} value="zurueckgeben" className={outlineButton}>
                {REVIEW_ACTION_LABELS.zurueckgeben}
              </button>
            </fieldset>
          )}
        </form>
      )}
      <ul className={links}>
        {edits && (
          <li>
            <Link to={post.editHref}>Bearbeiten</Link>
          </li>
        )}
        <li>
          <Link to="/dash/publishing">Alle Entwürfe und geplanten Beiträge</Link>
        </li>
        {state === 'public' && (
          <li>
            <Link to={post.publicHref}>Öffentliche Seite ansehen</Link>
          </li>
        )}
      </ul>
      {changes !== null && (
        <details className={changesBox}>
          <summary>Was sich geändert hat</summary>
          <WhatChanged changes={changes} />
        </details>
      )}
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

const strong = css`
  font-weight: ${fontWeight.bold};
`;

const keepLines = css`
  white-space: pre-line;
`;

const note = css`
  margin: 0 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface);
`;

const decisions = css`
  max-width: 40rem;
`;

const row = css`
  ${wrappingRow}
  gap: ${space.sm};
  margin: ${space.md} 0;
`;

const links = css`
  ${wrappingRow}
  list-style: none;
  margin: ${space.md} 0;
  padding: 0;
  gap: ${space.sm} ${space.lg};
  font-weight: ${fontWeight.bold};
`;

const changesBox = css`
  margin-top: ${space.md};
  summary {
    cursor: pointer;
    font-weight: ${fontWeight.bold};
  }
`;
