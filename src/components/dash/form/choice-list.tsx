import { css, cx } from '@linaria/core';
import type { FormErrors } from '../../../lib/domain/post-form-rules';
import { FieldError, fieldId, fieldsetStyle, hintText } from './fields';
import { gridList } from '../../../styles/lists';

/** A group of checkboxes under one name (a relation to many records): every choice stays visible, no picker. */
export function ChoiceList({
  legend,
  name,
  options,
  chosen,
  errors,
}: {
  legend: string;
  name: string;
  options: Array<{ id: string; name: string }>;
  chosen: string[];
  errors: FormErrors;
}) {
  return (
    <fieldset className={fieldsetStyle} id={fieldId(name)}>
      <legend>{legend}</legend>
      <FieldError name={name} errors={errors} />
      {options.length === 0 ? (
        <p className={hintText}>Keine Einträge vorhanden.</p>
      ) : (
        <ul className={cx(gridList, grid)}>
          {options.map((option) => {
            const id = `${fieldId(name)}-${option.id}`;
            return (
              <li key={option.id}>
                <input
                  type="checkbox"
                  id={id}
                  name={name}
                  value={option.id}
                  defaultChecked={chosen.includes(option.id)}
                />
                <label htmlFor={id}>{option.name}</label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

const grid = css`
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.25rem 1rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
