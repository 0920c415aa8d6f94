import { css } from '@linaria/core';
import { Link } from 'waku';
import { FILTER_PARAM, isFiltered, MAX_SEARCH, type PostListFilter } from '../../lib/domain/post-list-filter';
import { PUBLISHING_LABELS } from '../../lib/domain/publishing';
import { space } from '../../styles/theme';
import { outlineButton } from './form/buttons';
import { checkRow, inputStyle } from './form/fields';

type PostFilterFormProps = {
  /** The list's address: the form asks it again, narrowed. */
  path: string;
  filter: PostListFilter;
  classes: Array<{ id: string; name: string }>;
  /** What the list holds without "every area" ("Beiträge", "Projekte"). */
  areaLabel: string;
};

/**
 * Search and filters above a dashboard post list: a plain GET form, so the narrowed list has an address of its own
 * (bookmark, back button) and works without JavaScript.
 */
export function PostFilterForm({ path, filter, classes, areaLabel }: PostFilterFormProps) {
  return (
    <form method="get" action={path} role="search" aria-label="Einträge suchen und filtern" className={filterForm}>
      <div className={fields}>
        <label>
          <span>Suchen in Titel und Text</span>
          <input
            type="search"
            name={FILTER_PARAM.q}
            defaultValue={filter.q}
            maxLength={MAX_SEARCH}
            className={inputStyle}
          />
        </label>
        <label>
          <span>Status</span>
          <select name={FILTER_PARAM.state} defaultValue={filter.state} className={inputStyle}>
            <option value="">Alle</option>
            {Object.entries(PUBLISHING_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Klasse</span>
          <select name={FILTER_PARAM.classId} defaultValue={filter.classId} className={inputStyle}>
            <option value="">Alle</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={checkRow}>
        <input
          type="checkbox"
          id="filter-alle"
          name={FILTER_PARAM.everywhere}
          value="ja"
          defaultChecked={filter.everywhere}
        />
        <label htmlFor="filter-alle">{`In allen Bereichen suchen, nicht nur unter „${areaLabel}“`}</label>
      </div>
      <p className={buttons}>
        <button type="submit" className={outlineButton}>
          Anzeigen
        </button>
        {isFiltered(filter) && <Link to={path}>Alle Einträge zeigen</Link>}
      </p>
    </form>
  );
}

const filterForm = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
`;

const fields = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space.sm} ${space.md};
  label {
    display: grid;
    gap: ${space.xs};
    font-weight: 700;
  }
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin: ${space.sm} 0 0;
`;
