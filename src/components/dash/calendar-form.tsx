import { css } from '@linaria/core';
import {
  CALENDAR_FIELD as F,
  type CalendarFormValues,
  MAX_CALENDAR_DESCRIPTION,
} from '../../lib/domain/calendar-form-rules';
import type { FormErrors } from '../../lib/domain/post-form-rules';
import { MAX_TITLE } from '../../lib/domain/post-form-rules';
import type { EditAction } from '../../lib/domain/staff-roles';
import { ChoiceList } from './form/choice-list';
import {
  ActionButtons,
  CheckField,
  described,
  Field,
  FormMessage,
  inputStyle,
  ScheduleField,
  viennaHint,
} from './form/fields';

export const CALENDAR_FIELD_LABELS: Record<string, string> = {
  [F.title]: 'Titel',
  [F.description]: 'Beschreibung',
  [F.from]: 'Beginn',
  [F.to]: 'Ende',
  [F.classes]: 'Klassen',
  [F.publishAt]: 'Erscheint am',
};

type CalendarFormProps = {
  action: string;
  values: CalendarFormValues;
  errors: FormErrors;
  message?: string;
  saved?: string;
  actions: EditAction[];
  classes: Array<{ id: string; name: string }>;
};

/** A calendar entry's form: plain form posts, times typed and shown on Vienna's clock. */
export function CalendarForm({ action, values, errors, message, saved, actions, classes }: CalendarFormProps) {
  return (
    <>
      <FormMessage message={message} errors={errors} labels={CALENDAR_FIELD_LABELS} saved={saved} />
      <form method="post" action={action} className={formStyle}>
        <Field name={F.title} label="Titel" errors={errors}>
          <input
            {...described(F.title, errors)}
            type="text"
            required
            maxLength={MAX_TITLE * 2}
            defaultValue={values.title}
            className={inputStyle}
          />
        </Field>
        <Field name={F.description} label="Beschreibung" errors={errors}>
          <textarea
            {...described(F.description, errors)}
            rows={4}
            maxLength={MAX_CALENDAR_DESCRIPTION * 2}
            defaultValue={values.description}
            className={inputStyle}
          />
        </Field>
        <Field
          name={F.from}
          label="Beginn"
          hint={viennaHint('Wiener Zeit; ganztägige Termine beginnen um 00:00.', values.from)}
          errors={errors}
        >
          <input
            {...described(F.from, errors, true)}
            type="datetime-local"
            required
            defaultValue={values.from}
            className={inputStyle}
          />
        </Field>
        <Field
          name={F.to}
          label="Ende"
          hint={viennaHint('Wiener Zeit; leer lassen, wenn der Termin kein eigenes Ende hat.', values.to)}
          errors={errors}
        >
          <input
            {...described(F.to, errors, true)}
            type="datetime-local"
            defaultValue={values.to}
            className={inputStyle}
          />
        </Field>
        <CheckField name={F.countdown} label="Countdown auf der Startseite" checked={values.countdown} />
        <ChoiceList legend="Klassen" name={F.classes} options={classes} chosen={values.classIds} errors={errors} />
        {actions.includes('planen') && <ScheduleField value={values.publishAt} errors={errors} />}
        <ActionButtons actions={actions} />
      </form>
    </>
  );
}

const formStyle = css`
  max-width: 48rem;
`;
