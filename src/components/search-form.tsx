import { css } from '@linaria/core';
import { MAX_QUERY_LENGTH, SEARCH_PATH } from '../features/search/rules/search';
import { fontWeight, space } from '../styles/theme';
import { StaticHtml } from './static-html';

export { SEARCH_PATH };

type SearchFormProps = {
  id: string;
  value?: string;
  /** The search landmark's name: two on one page (the header's and /suche's own) must differ. */
  name?: string;
};

/** A plain GET form: it searches without JavaScript, and every search has its own address. */
export function SearchForm({ id, value, name = 'Website durchsuchen' }: SearchFormProps) {
  return (
    <StaticHtml as="form" role="search" aria-label={name} action={SEARCH_PATH} method="get" className={form}>
      <label htmlFor={id} className="visually-hidden">
        Website durchsuchen
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Suchen …"
        autoComplete="off"
        enterKeyHint="search"
        className={field}
      />
      <button type="submit" className={button}>
        Suchen
      </button>
    </StaticHtml>
  );
}

const form = css`
  display: flex;
  gap: ${space.xs};
  min-width: 0;
`;

const field = css`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 0.875rem;
  font: inherit;
  color: var(--color-text);
  background: var(--color-surface);
  border: 2px solid var(--color-border);
  border-radius: 999px;
  &:focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 1px;
  }
`;

const button = css`
  min-height: 44px;
  padding: 0 1rem;
  font: inherit;
  font-weight: ${fontWeight.bold};
  color: var(--color-on-primary);
  background: var(--color-primary);
  border: 0;
  border-radius: 999px;
  cursor: pointer;
`;
