import { css } from '@linaria/core';
import {
  FREQUENCY_LABELS,
  type Frequency,
  MAIL_FIELD,
  MAIL_NOTICES,
  MAIL_PAGE_PATH,
  type MailNotice,
} from '../../features/parents/rules/parent-mails';
import { choiceGrid, choiceRow, controlSurface, fieldFrame, primaryButton } from '../../styles/controls';
import { fontWeight, space } from '../../styles/theme';

type Choice = { classes: string[]; frequency: Frequency };
type MailChoiceFormProps = {
  classes: { id: string; name: string }[];
  /** On the address's own page: its token and what it chose; on /benachrichtigungen: a new address. */
  token?: string;
  chosen?: Choice;
  submit: string;
};

/** A form's answer (after a POST): a success as a status, a problem as an alert beside the form. */
export function MailNoticeText({ notice }: { notice: MailNotice | undefined }) {
  if (!notice) return null;
  const good = ['bestaetigen', 'abbestellt', 'bestaetigt', 'gespeichert'].includes(notice);
  return (
    <p role={good ? 'status' : 'alert'} className={good ? success : problem}>
      {MAIL_NOTICES[notice]}
    </p>
  );
}

/**
 * The e-mail choice as a plain form (no script needed; its page puts it into a StaticHtml, so the page's payload does not
 * carry it a second time): the address (for a new one), the classes or the whole school,
 * and how often. Posts to /benachrichtigungen/e-mail (features/parents/routes/parent-mails.ts).
 */
export function MailChoiceForm({ classes, token, chosen, submit }: MailChoiceFormProps) {
  const wholeSchool = !chosen || chosen.classes.length === 0;
  const frequency = chosen?.frequency ?? 'sofort';
  return (
    <form method="post" action={MAIL_PAGE_PATH} className={form}>
      <input type="hidden" name={MAIL_FIELD.action} value={token ? 'speichern' : 'bestellen'} />
      {token ? (
        <input type="hidden" name={MAIL_FIELD.token} value={token} />
      ) : (
        <label className={field}>
          <span className={label}>E-Mail-Adresse</span>
          <input
            type="email"
            name={MAIL_FIELD.address}
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            className={input}
          />
        </label>
      )}
      <fieldset className={choiceGrid}>
        <legend className={label}>Wofür möchten Sie E-Mails bekommen?</legend>
        <label className={choiceRow}>
          <input type="checkbox" name={MAIL_FIELD.wholeSchool} value="1" defaultChecked={wholeSchool} />
          Ganze Schule (jede Nachricht)
        </label>
        {classes.map((cls) => (
          <label key={cls.id} className={choiceRow}>
            <input
              type="checkbox"
              name={MAIL_FIELD.classes}
              value={cls.id}
              defaultChecked={!wholeSchool && chosen.classes.includes(cls.id)}
            />
            {cls.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={choiceGrid}>
        <legend className={label}>Wie oft?</legend>
        {(Object.keys(FREQUENCY_LABELS) as Frequency[]).map((value) => (
          <label key={value} className={choiceRow}>
            <input type="radio" name={MAIL_FIELD.frequency} value={value} defaultChecked={value === frequency} />
            {FREQUENCY_LABELS[value].replace(/^./, (first) => first.toUpperCase())}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className={primaryButton}>
          {submit}
        </button>
      </div>
    </form>
  );
}

/** Stops every mail at once (the address's own page). */
export function MailStopForm({ token }: { token: string }) {
  return (
    <form method="post" action={MAIL_PAGE_PATH} className={form}>
      <input type="hidden" name={MAIL_FIELD.action} value="abbestellen" />
      <input type="hidden" name={MAIL_FIELD.token} value={token} />
      <div>
        <button type="submit" className={primaryButton}>
          Alle E-Mails abbestellen und Adresse löschen
        </button>
      </div>
    </form>
  );
}

const form = css`
  display: grid;
  gap: ${space.md};
  margin: ${space.md} 0 0;
  max-width: 48rem;
`;

const field = css`
  display: grid;
  gap: ${space.xs};
`;

const label = css`
  padding: 0 ${space.xs};
  font-weight: ${fontWeight.bold};
`;

const input = css`
  ${fieldFrame}
  ${controlSurface}
  min-height: 44px;
  max-width: 28rem;
`;

const success = css`
  margin: ${space.md} 0 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  font-weight: ${fontWeight.bold};
`;

const problem = css`
  margin: ${space.md} 0 0;
  padding: ${space.md} ${space.lg};
  border: 2px solid var(--color-danger, #b00020);
  border-radius: var(--radius);
  font-weight: ${fontWeight.bold};
`;
