import { wrappingRow } from '../../styles/layout';
import { css } from '@linaria/core';
import type { PostVersion } from '../../lib/content/post-versions';
import { VERSIONS_KEPT } from '../../lib/domain/post-form-rules';
import { EDIT_FORM_FIELD } from '../../lib/domain/edit-routes';
import { CONFIRM_TEXT } from '../../lib/domain/staff-roles';
import { changesBySave, type ComparedText, type SavedChange } from '../../lib/domain/review';
import { DateCell } from './cells';
import { ChangesLegend, TitleAndText } from './text-changes';
import { outlineButton, sectionTitle } from './form/fields';

/** What one save changed, folded away under the version it replaced. */
function SaveChanges({ change }: { change: SavedChange }) {
  return (
    <details className={details}>
      <summary>Was diese Speicherung geändert hat</summary>
      {change.changed ? (
        <>
          <p>
            Von dieser Fassung zur nächsten: <ChangesLegend />
          </p>
          <TitleAndText change={change} level={3} />
        </>
      ) : (
        <p>Titel und Text blieben gleich; geändert wurden andere Angaben (Datum, Klassen, Lehrkräfte, Fotos …).</p>
      )}
    </details>
  );
}

/**
 * A post's earlier versions (who saved the one after each, and when), each with what that save changed in title and
 * text, and a button that brings it back.
 */
export function PostVersions({
  versions,
  current,
  action,
  canRestore,
  asks,
}: {
  versions: PostVersion[] | undefined;
  /** The post as it is now: the newest version compares with it. */
  current: ComparedText;
  action: string;
  canRestore: boolean;
  /** The post is public: restoring puts a version live, so the button asks first. */
  asks: boolean;
}) {
  const changes = versions ? changesBySave(versions, current) : [];
  return (
    <section aria-labelledby="versionen">
      <h2 id="versionen" className={sectionTitle}>
        Frühere Versionen
      </h2>
      {versions === undefined ? (
        <p>
          Die früheren Versionen können gerade nicht geladen werden. Bitte laden Sie die Seite später neu; bleibt es so,
          hilft die IT Ihrer Schule.
        </p>
      ) : versions.length === 0 ? (
        <p>Noch keine: jede Speicherung legt die Fassung davor hier ab.</p>
      ) : (
        <>
          <p>{`Die letzten ${VERSIONS_KEPT} Fassungen vor einer Speicherung. Wiederherstellen übernimmt Titel, Text, Datum, Kategorie, Klassen, Lehrkräfte und Alternativtexte; Fotos und Anhänge bleiben, wie sie jetzt sind, und der Status ändert sich nicht.`}</p>
          <ol className={list}>
            {versions.map((version, i) => (
              <li key={version.id} className={item}>
                <span>
                  <DateCell value={version.savedAt} />
                  {` – ${version.title || 'ohne Titel'} (abgelöst von ${version.savedBy})`}
                </span>
                {canRestore && (
                  <form method="post" action={action}>
                    <input type="hidden" name="version" value={version.id} />
                    <button
                      type="submit"
                      name={EDIT_FORM_FIELD.action}
                      value="wiederherstellen"
                      className={outlineButton}
                      {...(asks ? { 'data-confirm': CONFIRM_TEXT.wiederherstellen } : {})}
                    >
                      Wiederherstellen<span className="visually-hidden">{`: Fassung „${version.title}“`}</span>
                    </button>
                  </form>
                )}
                <SaveChanges change={changes[i]!} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const list = css`
  margin: 0;
  padding-left: 1.5rem;
`;

const details = css`
  flex-basis: 100%;
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
`;

const item = css`
  ${wrappingRow}
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 0.5rem;
`;
