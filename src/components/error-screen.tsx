import { css } from '@linaria/core';
import { Link } from 'waku';
import { primaryButton } from '../styles/controls';
import { fontSize, fontWeight, space } from '../styles/theme';

const TEXTS = {
  notFound: {
    heading: 'Seite nicht gefunden!',
    text: 'Die angeforderte Seite konnte nicht gefunden werden. Bitte überprüfen Sie die URL oder kehren Sie zur Startseite zurück.',
  },
  other: {
    heading: 'Ein Fehler ist aufgetreten!',
    text: 'Die Website ist momentan nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.',
  },
};

/** The error page of seed-spec section 2: 404 or any other status, with the status bar underneath. */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  const { heading, text } = status === 404 ? TEXTS.notFound : TEXTS.other;
  return (
    <section className={screen} aria-labelledby="fehler-titel">
      <svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" className={icon}>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 id="fehler-titel">{heading}</h1>
      <p className={lead}>{text}</p>
      <Link to="/" className={primaryButton}>
        Zurück zur Startseite
      </Link>
      <footer className={statusBar}>
        <span className={code}>{status}</span>
        <span>{message}</span>
      </footer>
    </section>
  );
}

const screen = css`
  max-width: 44rem;
  margin: ${space.xl} auto;
  padding: ${space.xl} ${space.lg} 0;
  text-align: center;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow: hidden;
`;

const icon = css`
  color: var(--color-primary);
`;

const lead = css`
  color: var(--color-text-muted);
  margin: 0 auto ${space.lg};
`;

const statusBar = css`
  margin: ${space.xl} -${space.lg} 0;
  padding: ${space.sm} ${space.lg};
  display: flex;
  gap: ${space.md};
  justify-content: center;
  background: var(--color-surface-alt);
  color: var(--color-text-muted);
  font-family: ui-monospace, monospace;
  font-size: ${fontSize.small};
  overflow-wrap: anywhere;
`;

const code = css`
  font-weight: ${fontWeight.bold};
  color: var(--color-danger);
`;
