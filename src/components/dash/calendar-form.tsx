import { css } from '@linaria/core';
import {
  CALENDAR_FIELD as F,
  type CalendarFormValues,
  MAX_CALENDAR_DESCRIPTION,
} from '../../lib/domain/calendar-form-rules';
import type { FormErrors } from '../../lib/domain/post-form-rules';
import type { EditAction } from '../../lib/domain/staff-roles';
import { ChoiceList } from './form/choice-list';
import {
  ActionButtons,
  CheckField,
  described,
  Field,
  FormMessage,
  FormQuestion,
  inputStyle,
  ScheduleField,
  TitleField,
  ViennaTimeField,
} from './form/fields';

export const CALENDAR_FIELD_LABELS: Record<string, string> = {
  [F.title]: 'Titel',
  [F.description]: 'Beschreibung',
  [F.from]: 'Beginn',
  [F.to]: 'Ende',
  [F.classes]: 'Klassen',
  [F.publishAt]: 'Geht online am',
};

/** The calendar form's id: its draft keeper (FormKeeper) finds it by it. */
export const CALENDAR_FORM_ID = 'termin-formular';

type CalendarFormProps = {
  action: string;
  values: CalendarFormValues;
  errors: FormErrors;
  message?: string;
  saved?: string;
  actions: EditAction[];
  /** A button that asks first was pressed without JavaScript: the form asks, above its fields. */
  question?: { action: EditAction; text: string };
  classes: Array<{ id: string; name: string }>;
};

/** A calendar entry's form: plain form posts, times typed and shown on Vienna's clock. */
export function CalendarForm(props: CalendarFormProps) {
  const { action, values, errors, message, saved, actions, classes, question } = props;
  return (
    <>
      <FormMessage message={message} errors={errors} labels={CALENDAR_FIELD_LABELS} saved={saved} />
      <form id={CALENDAR_FORM_ID} method="post" action={action} className={formStyle}>
        {question && <FormQuestion question={question} cancel={action} />}
        <TitleField name={F.title} value={values.title} errors={errors} />
        <Field name={F.description} label="Beschreibung" errors={errors}>
          <textarea
            {...described(F.description, errors)}
            rows={4}
            maxLength={MAX_CALENDAR_DESCRIPTION * 2}
            defaultValue={values.description}
            className={inputStyle}
          />
        </Field>
        <ViennaTimeField
          name={F.from}
          label="Beginn"
          hint="Wiener Zeit; ganztägige Termine beginnen um 00:00."
          value={values.from}
          errors={errors}
          required
        />
        <ViennaTimeField
          name={F.to}
          label="Ende"
          hint="Wiener Zeit; leer lassen, wenn der Termin kein eigenes Ende hat."
          value={values.to}
          errors={errors}
        />
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
