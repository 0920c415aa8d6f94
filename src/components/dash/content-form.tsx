import { css } from '@linaria/core';
import type { ContentField, ContentForm } from '../../lib/domain/content-forms';
import { EDIT_FORM_FIELD } from '../../lib/domain/edit-routes';
import { type ContentValues, REMOVE_FIELD } from '../../lib/domain/content-values';
import { acceptOf, kindsOf, maxBytesOf } from '../../lib/domain/file-types';
import type { FormErrors } from '../../lib/domain/post-form-rules';
import { primaryButton } from '../../styles/controls';
import {
  CheckField,
  described,
  Field,
  FilesAgainNote,
  FormMessage,
  hintText,
  inputStyle,
  viennaHint,
} from './form/fields';

type ContentFormProps = {
  form: ContentForm;
  action: string;
  values: ContentValues;
  errors: FormErrors;
  message?: string;
  saved?: string;
  filesAgain?: boolean;
  chosen?: string[] | undefined;
  options: Record<string, Array<{ id: string; name: string }>>;
  /** The address of a stored file, for a link to it. */
  fileHref: (name: string) => string;
};

/** The content form's id: its draft keeper (FormKeeper) finds it by it. */
export const CONTENT_FORM_ID = 'inhalt-formular';

function Input({
  field,
  values,
  errors,
  options,
  fileHref,
}: { field: ContentField } & Pick<ContentFormProps, 'values' | 'errors' | 'options' | 'fileHref'>) {
  const value = values.fields[field.name];
  const attrs = described(field.name, errors, Boolean(field.hint));
  switch (field.kind) {
    case 'longtext':
      return (
        <textarea
          {...attrs}
          rows={4}
          required={field.required}
          defaultValue={String(value ?? '')}
          className={inputStyle}
        />
      );
    case 'number':
      return (
        <input {...attrs} type="text" inputMode="decimal" defaultValue={String(value ?? '')} className={inputStyle} />
      );
    case 'date':
      return <input {...attrs} type="datetime-local" defaultValue={String(value ?? '')} className={inputStyle} />;
    case 'day':
      return <input {...attrs} type="date" defaultValue={String(value ?? '')} className={inputStyle} />;
    case 'choice':
      return (
        <select {...attrs} defaultValue={String(value ?? '')} className={inputStyle}>
          <option value="">– noch nicht gewählt –</option>
          {Object.entries(field.choices ?? {}).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      );
    case 'relation':
      return (
        <select {...attrs} defaultValue={String(value ?? '')} className={inputStyle}>
          <option value="">– keine Auswahl –</option>
          {(options[field.name] ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      );
    case 'image':
    case 'document': {
      const stored = values.files[field.name];
      return (
        <>
          {stored && (
            <p className={hintText}>
              Jetzt: <a href={fileHref(stored)}>{stored}</a>
            </p>
          )}
          <input
            {...attrs}
            type="file"
            {...(field.upload
              ? { accept: acceptOf(kindsOf(field.upload)), 'data-max-bytes': maxBytesOf(kindsOf(field.upload)) }
              : {})}
            className={inputStyle}
          />
          {stored && (
            <CheckField
              name={REMOVE_FIELD(field.name)}
              label={`${field.label} entfernen`}
              checked={values.remove.includes(field.name)}
            />
          )}
        </>
      );
    }
    default:
      return (
        <input
          {...attrs}
          type={field.kind === 'email' ? 'email' : 'text'}
          required={field.required}
          defaultValue={String(value ?? '')}
          className={inputStyle}
        />
      );
  }
}

/** An editor's form for one record of the site's other content, built from the collection's field list. */
export function ContentRecordForm(props: ContentFormProps) {
  const { form, action, values, errors, message, saved, filesAgain } = props;
  const labels = Object.fromEntries(form.fields.map((field) => [field.name, field.label]));
  return (
    <>
      <FormMessage message={message} errors={errors} labels={labels} {...(saved ? { saved } : {})} />
      <form
        id={CONTENT_FORM_ID}
        method="post"
        action={action}
        encType="multipart/form-data"
        className={formStyle}
        {...(filesAgain ? { 'data-dateien-erneut': '' } : {})}
      >
        {filesAgain && <FilesAgainNote chosen={props.chosen} />}
        {form.fields.map((field) =>
          field.kind === 'bool' ? (
            <CheckField
              key={field.name}
              name={field.name}
              label={field.label}
              checked={values.fields[field.name] === true}
            />
          ) : (
            <Field
              key={field.name}
              name={field.name}
              label={field.label}
              errors={errors}
              {...(field.kind === 'date'
                ? { hint: viennaHint(field.hint ?? 'Wiener Zeit', String(values.fields[field.name] ?? '')) }
                : field.hint
                  ? { hint: field.hint }
                  : {})}
            >
              <Input field={field} {...props} />
            </Field>
          ),
        )}
        <button type="submit" name={EDIT_FORM_FIELD.action} value="speichern" className={primaryButton}>
          Speichern
        </button>
      </form>
    </>
  );
}

const formStyle = css`
  max-width: 40rem;
`;
