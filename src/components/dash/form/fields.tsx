import { wrappingRow } from '../../../styles/layout';
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { repeatedHourNote } from '../../../lib/domain/dates';
import { EDIT_FORM_FIELD } from '../../../lib/domain/edit-routes';
import { FIELD, type FormErrors, MAX_TITLE } from '../../../lib/domain/post-form-rules';
import { FILES_AGAIN_NOTE } from '../../../lib/domain/form-drafts';
import { ACTION_LABELS, CONFIRM_TEXT, type EditAction } from '../../../lib/domain/staff-roles';
import { controlSurface, fieldFrame, primaryButton } from '../../../styles/controls';
import { dangerButton, outlineButton } from './buttons';

export { dangerButton, outlineButton };
import { fontSize, fontWeight, space } from '../../../styles/theme';

const SCHEDULE_FIELD = FIELD.publishAt;

/** The id of a field's input, from its name (names like `foto_0_alt` are valid ids). */
export const fieldId = (name: string) => `feld-${name}`;
const errorId = (name: string) => `${fieldId(name)}-fehler`;
const hintId = (name: string) => `${fieldId(name)}-hinweis`;

/** aria attributes of an input with its hint and error. */
export function described(name: string, errors: FormErrors, hint?: boolean) {
  const ids = [hint ? hintId(name) : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ');
  return {
    id: fieldId(name),
    name,
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(errors[name] ? { 'aria-invalid': true } : {}),
  };
}

/** Label, hint and error of one input; the input itself is `children` (spread `described(...)` on it). */
export function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: FormErrors;
  children: ReactNode;
}) {
  return (
    <div className={field}>
      <label htmlFor={fieldId(name)} className={labelText}>
        {label}
      </label>
      {hint && (
        <p id={hintId(name)} className={hintText}>
          {hint}
        </p>
      )}
      <FieldError name={name} errors={errors} />
      {children}
    </div>
  );
}

export function FieldError({ name, errors }: { name: string; errors: FormErrors }) {
  const message = errors[name];
  return message ? (
    <p id={errorId(name)} className={errorText}>
      <span className="visually-hidden">Fehler: </span>
      {message}
    </p>
  ) : null;
}

/** One checkbox with its label; sent as "ja" when checked. */
export function CheckField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className={checkRow}>
      <input type="checkbox" id={fieldId(name)} name={name} value="ja" defaultChecked={checked} />
      <label htmlFor={fieldId(name)}>{label}</label>
    </div>
  );
}

/** What went wrong (or right), above the form; errors link to their fields. */
export function FormMessage({
  message,
  errors,
  labels,
  saved,
}: {
  message?: string;
  errors: FormErrors;
  labels: Record<string, string>;
  saved?: string;
}) {
  const listed = Object.entries(errors).filter(([, text]) => text);
  if (!message && listed.length === 0) {
    return saved ? (
      <p role="status" className={savedBox}>
        {saved}
      </p>
    ) : null;
  }
  return (
    <div role="alert" className={alertBox} tabIndex={-1} id="formular-meldung">
      {message && <p className={alertTitle}>{message}</p>}
      {listed.length > 0 && (
        <ul>
          {listed.map(([name, text]) => (
            <li key={name}>
              {name === 'form' ? text : <a href={`#${fieldId(name)}`}>{`${labels[name] ?? name}: ${text}`}</a>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The form's buttons, one per action the role may use; all post the same form under the name `aktion`. The first
 * (on a stored record "Speichern", which keeps the status) is the highlighted one; a button that takes the record off
 * the site carries its question, which JavaScript asks in a dialog (ConfirmSubmits) and the page asks without it.
 */
export function ActionButtons({ actions }: { actions: EditAction[] }) {
  const saving = actions.filter((action) => action !== 'loeschen');
  if (saving.length === 0) return null;
  return (
    <div id={ACTIONS_ID} tabIndex={-1} role="group" aria-label="Speichern und Status" className={buttons}>
      {saving.map((action, i) => {
        const question = CONFIRM_TEXT[action];
        return (
          <button
            key={action}
            type="submit"
            name={EDIT_FORM_FIELD.action}
            value={action}
            className={i === 0 ? primaryButton : question ? `${outlineButton} ${dangerButton}` : outlineButton}
            {...(question ? { 'data-confirm': question } : {})}
          >
            {ACTION_LABELS[action]}
          </button>
        );
      })}
    </div>
  );
}

/** The id of a form's buttons, for the link at its top. */
const ACTIONS_ID = 'aktionen';

/**
 * A long form's way to its buttons from the top (on a phone they are screens away): a link, so it works without
 * JavaScript and hides nothing behind a bar that stays on screen.
 */
export function ActionsLink({ actions }: { actions: EditAction[] }) {
  if (!actions.some((action) => action !== 'loeschen')) return null;
  return (
    <p className={actionsLink}>
      <a href={`#${ACTIONS_ID}`}>
        Zu den Schaltflächen <span aria-hidden="true">↓</span>
      </a>
    </p>
  );
}

/**
 * A refused form's files were not kept: which to choose again, by name. With JavaScript, FormKeeper puts them back
 * and says so in this note instead.
 */
export function FilesAgainNote({ chosen }: { chosen?: string[] | undefined }) {
  const names = (chosen ?? []).map((name) => `„${name}“`).join(', ');
  return (
    <p role="note" className={noteBox} {...{ [FILES_AGAIN_NOTE]: '' }}>
      {names
        ? `Bitte wählen Sie diese Dateien noch einmal aus: ${names}. Browser geben ausgewählte Dateien nach dem Absenden nicht zurück; alles andere, was Sie eingegeben haben, steht noch da.`
        : 'Bitte wählen Sie die Dateien noch einmal aus: Browser geben ausgewählte Dateien nach dem Absenden nicht zurück; alles andere, was Sie eingegeben haben, steht noch da.'}
    </p>
  );
}

/**
 * The page's question after a button that asks first (without JavaScript): "Ja" sends the action again, confirmed,
 * with the form as typed (`hidden`: the fields of a small form of its own, such as a version's), "Abbrechen" leaves
 * everything as it is.
 */
export function ConfirmQuestion({
  question,
  action,
  yes,
  cancel,
  form,
}: {
  question: string;
  action: string;
  yes: string;
  cancel: string;
  /** Inside the edited form (its fields go along), or a form of its own posting to this address with these fields. */
  form: { inside: true } | { action: string; fields: Record<string, string> };
}) {
  const controls = (
    <>
      <input type="hidden" name={EDIT_FORM_FIELD.confirm} value={action} />
      <div className={questionButtons}>
        <button
          type="submit"
          name={EDIT_FORM_FIELD.action}
          value={action}
          className={`${outlineButton} ${dangerButton}`}
        >
          {yes}
        </button>
        <a href={cancel}>Abbrechen</a>
      </div>
    </>
  );
  return (
    <div role="alert" className={alertBox} tabIndex={-1} id="formular-meldung">
      <p className={alertTitle}>{question}</p>
      {'inside' in form ? (
        controls
      ) : (
        <form method="post" action={form.action}>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {controls}
        </form>
      )}
    </div>
  );
}

/** The question of a button of this form, asked above its fields (its "Ja" sends what was typed along). */
export function FormQuestion({ question, cancel }: { question: { action: EditAction; text: string }; cancel: string }) {
  return (
    <ConfirmQuestion
      question={question.text}
      action={question.action}
      yes={`Ja, ${ACTION_LABELS[question.action].toLowerCase()}`}
      cancel={cancel}
      form={{ inside: true }}
    />
  );
}

/** The editors' note on a record they returned: above the form, until it is submitted again. */
export function ReviewNote({ note }: { note: unknown }) {
  const text = typeof note === 'string' ? note.trim() : '';
  if (!text) return null;
  return (
    <div className={noteBox} role="note" aria-label="Anmerkung der Redaktion">
      <p className={alertTitle}>Anmerkung der Redaktion:</p>
      <p className={keepLines}>{text}</p>
      <p className={hintText}>Überarbeiten Sie den Eintrag und reichen Sie ihn wieder zur Prüfung ein.</p>
    </div>
  );
}

export function viennaHint(hint: string, value: string): string {
  const note = repeatedHourNote(value);
  return note ? `${hint} ${note}` : hint;
}

/** A post's or entry's title: required; its limit is checked on saving, so the field keeps more of what was typed. */
export function TitleField({ name, value, errors }: { name: string; value: string; errors: FormErrors }) {
  return (
    <Field name={name} label="Titel" errors={errors}>
      <input
        {...described(name, errors)}
        type="text"
        required
        maxLength={MAX_TITLE * 2}
        defaultValue={value}
        className={inputStyle}
      />
    </Field>
  );
}

type ViennaTimeFieldProps = {
  name: string;
  label: string;
  hint: string;
  value: string;
  errors: FormErrors;
  required?: boolean;
};

/** A date and time typed on Vienna's clock, its hint naming the repeated autumn hour when the value falls in it. */
export function ViennaTimeField({ name, label, hint, value, errors, required }: ViennaTimeFieldProps) {
  return (
    <Field name={name} label={label} hint={viennaHint(hint, value)} errors={errors}>
      <input
        {...described(name, errors, true)}
        type="datetime-local"
        required={required}
        defaultValue={value}
        className={inputStyle}
      />
    </Field>
  );
}

/** When "Planen" publishes, on Vienna's clock (the same field name for posts and calendar entries). */
export function ScheduleField({ value, errors }: { value: string; errors: FormErrors }) {
  return (
    <ViennaTimeField
      name={SCHEDULE_FIELD}
      label="Geht online am (für „Planen“)"
      hint="Wiener Zeit. Zu diesem Zeitpunkt erscheint der Eintrag auf der Website und trägt dieses Datum; „Veröffentlichen“ zeigt ihn sofort."
      value={value}
      errors={errors}
    />
  );
}

/** Deleting is a form of its own with a confirmation box, so no other button can delete by mistake. */
export function DeleteForm({ action, what }: { action: string; what: string }) {
  return (
    <form method="post" action={action} className={deleteForm}>
      <h2 className={sectionTitle}>{`${what} löschen`}</h2>
      <div className={checkRow}>
        <input
          type="checkbox"
          id="loeschen-bestaetigt"
          name={EDIT_FORM_FIELD.confirm}
          value={EDIT_FORM_FIELD.confirmed}
          required
        />
        <label htmlFor="loeschen-bestaetigt">{`Ja, ${what} endgültig löschen (samt früheren Versionen).`}</label>
      </div>
      <button
        type="submit"
        name={EDIT_FORM_FIELD.action}
        value="loeschen"
        className={`${outlineButton} ${dangerButton}`}
      >
        {ACTION_LABELS.loeschen}
      </button>
    </form>
  );
}

export const inputStyle = css`
  width: 100%;
  min-height: 44px;
  ${fieldFrame}
  ${controlSurface}
  &[aria-invalid='true'] {
    border: 2px solid var(--color-danger);
  }
`;

export const checkRow = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const sectionTitle = css`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${fontSize.large};
`;

/** min-width 0: a fieldset is as wide as its widest content otherwise, wider than a phone. */
export const fieldsetStyle = css`
  min-width: 0;
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
  legend {
    padding: 0 ${space.xs};
    font-weight: ${fontWeight.bold};
  }
`;

const field = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xs};
  margin-bottom: ${space.lg};
  input[type='file'] {
    max-width: 100%;
  }
`;

const labelText = css`
  font-weight: ${fontWeight.bold};
`;

export const hintText = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.small};
`;

const errorText = css`
  margin: 0;
  color: var(--color-danger);
  font-weight: ${fontWeight.bold};
`;

/** A box above the form; its border says what kind of news it is. */
const messageBox = `margin-bottom: ${space.lg}; padding: ${space.md}; border-radius: 0.5rem; background: var(--color-surface);`;

const alertBox = css`
  ${messageBox}
  border: 3px solid var(--color-danger);
`;

const alertTitle = css`
  margin: 0 0 ${space.sm};
  font-weight: ${fontWeight.bold};
`;

const noteBox = css`
  ${messageBox}
  border: 2px solid var(--color-primary);
  border-left-width: 6px;
`;

const keepLines = css`
  white-space: pre-line;
`;

const savedBox = css`
  ${messageBox}
  border: 2px solid var(--color-primary);
  font-weight: ${fontWeight.bold};
`;

const actionsLink = css`
  margin: 0 0 ${space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const buttons = css`
  ${wrappingRow}
  gap: ${space.sm};
  margin: ${space.lg} 0;
  padding: ${space.sm} 0;
  border-top: 1px solid var(--color-border);
  background: var(--color-bg);
`;

const questionButtons = css`
  ${wrappingRow}
  align-items: center;
  gap: ${space.md};
`;

const deleteForm = css`
  margin-top: ${space.xl};
  padding-top: ${space.md};
  border-top: 1px solid var(--color-border);
`;
