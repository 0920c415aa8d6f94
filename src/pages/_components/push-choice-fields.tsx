import { wrappingRow } from '../../styles/layout';
import { css } from '@linaria/core';
import { StaticHtml } from '../../components/static-html';
import { PUSH_MESSAGES, PUSH_STATUS_KEYS, type PushPhase } from '../../features/parents/rules/push-choice';
import { choiceGrid, choiceRow, primaryButton } from '../../styles/controls';
import { fontWeight, space } from '../../styles/theme';

type PushChoiceFieldsProps = { classes: { id: string; name: string }[]; publicKey: string };

/**
 * The notification form as HTML, every part of every phase in it: PushChoiceForm shows the parts of its phase
 * (`data-when`), tells the buttons apart by `data-action`, takes its sentences from `data-say` and the site's VAPID
 * public key from the field `key`. Without JavaScript
 * it stays in the phase "pending".
 */
export function PushChoiceFields({ classes, publicKey }: PushChoiceFieldsProps) {
  return (
    <StaticHtml as="form" className={form}>
      <input type="hidden" name="key" value={publicKey} />
      <p className={note} data-when="pending">
        {PUSH_MESSAGES['needs-script']}
      </p>
      <p className={note} data-when="unsupported">
        {PUSH_MESSAGES.unsupported}
      </p>
      <div className={note} data-when="home-screen">
        <p>
          Auf iPhone und iPad kommen Benachrichtigungen nur an, wenn Sie diese Website zum Home-Bildschirm hinzufügen
          (ab iOS bzw. iPadOS 16.4):
        </p>
        <ol>
          <li>Tippen Sie in Safari unten (auf dem iPad oben) auf „Teilen“, das Quadrat mit dem Pfeil nach oben.</li>
          <li>Wählen Sie „Zum Home-Bildschirm“ und tippen Sie auf „Hinzufügen“.</li>
          <li>
            Öffnen Sie die Website über das neue Symbol und schalten Sie die Benachrichtigungen auf dieser Seite ein.
          </li>
        </ol>
      </div>
      <p className={note} data-when="denied">
        {PUSH_MESSAGES['how-to-allow']}
      </p>
      <p className={state} data-when="on">
        {PUSH_MESSAGES['is-on']}
      </p>
      <fieldset className={choiceGrid} data-when="pending off denied on" disabled>
        <legend className={legend}>Wofür möchten Sie Nachrichten bekommen?</legend>
        <label className={choiceRow}>
          <input type="checkbox" name="ganze-schule" defaultChecked />
          Ganze Schule (jede Nachricht)
        </label>
        {classes.map((cls) => (
          <label key={cls.id} className={choiceRow}>
            <input type="checkbox" name="klasse" value={cls.id} />
            {cls.name}
          </label>
        ))}
      </fieldset>
      <div className={actions} data-when="off denied on">
        <button type="submit" className={primaryButton} data-when="off denied" data-action="on">
          {PUSH_MESSAGES['turn-on']}
        </button>
        <button type="submit" className={primaryButton} data-when="on" data-action="save">
          {PUSH_MESSAGES.save}
        </button>
        <button type="submit" className={secondaryButton} data-when="on" data-action="off">
          {PUSH_MESSAGES['turn-off']}
        </button>
      </div>
      <p role="status" className={status} />
      <div hidden>
        {PUSH_STATUS_KEYS.map((key) => (
          <span key={key} data-say={key}>
            {PUSH_MESSAGES[key]}
          </span>
        ))}
      </div>
    </StaticHtml>
  );
}

const PHASES: PushPhase[] = ['pending', 'unsupported', 'home-screen', 'denied', 'off', 'on'];

const form = css`
  display: grid;
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  ${PHASES.map((phase) => `[data-push-phase='${phase}'] & [data-when]:not([data-when~='${phase}']) { display: none; }`).join('\n')}
`;

const note = css`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  ol {
    margin: ${space.sm} 0 0;
  }
  p {
    margin: 0;
  }
`;

const state = css`
  margin: 0;
  font-weight: ${fontWeight.bold};
`;

const legend = css`
  padding: 0 ${space.xs};
  font-weight: ${fontWeight.bold};
`;

const actions = css`
  ${wrappingRow}
  gap: ${space.sm} ${space.md};
`;

const secondaryButton = css`
  min-height: 44px;
  padding: 0.5rem 1.5rem;
  border: 2px solid var(--color-primary-strong);
  border-radius: 999px;
  background: transparent;
  color: var(--color-primary-strong);
  font-weight: ${fontWeight.bold};
  cursor: pointer;
`;

const status = css`
  margin: 0;
  &:empty {
    display: none;
  }
`;
