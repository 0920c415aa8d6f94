import { isShownClass } from '../../lib/domain/class-name';
import { css } from '@linaria/core';
import type { SchoolClass, Settled } from '../../lib/content';
import { StaticHtml } from '../../components/static-html';
import { getClassLabel } from '../../lib/domain/class-name';
import { fontSize, space } from '../../styles/theme';

type CalendarSubscribeProps = { siteUrl: string; feedPath: string; classes: Settled<SchoolClass[]> };

/** The same feed for calendar apps: webcal:// opens the subscribe dialog, http(s) is the address to paste in. */
export function webcalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/^https?:/, 'webcal:')}${path}`;
}

function FeedLinks({
  siteUrl,
  path,
  fileName,
  label,
}: {
  siteUrl: string;
  path: string;
  fileName: string;
  label: string;
}) {
  return (
    <>
      <a href={webcalUrl(siteUrl, path)} aria-label={`${label} abonnieren`}>
        Abonnieren
      </a>
      {' · '}
      <a href={path} download={fileName} aria-label={`${label} herunterladen`}>
        Herunterladen (.ics)
      </a>
    </>
  );
}

/** Subscribe to or download the calendar, for the whole school or one class (its entries and the whole school's). */
export function CalendarSubscribe({ siteUrl, feedPath, classes }: CalendarSubscribeProps) {
  const shown = classes.ok ? classes.value.filter((schoolClass) => isShownClass(schoolClass.since)) : [];
  return (
    <StaticHtml as="section" aria-labelledby="abonnieren" className={box}>
      <h2 id="abonnieren">Kalender abonnieren</h2>
      <p>
        Alle Termine im Kalender Ihres Handys oder Computers, immer aktuell:{' '}
        <FeedLinks siteUrl={siteUrl} path={feedPath} fileName="kalender.ics" label="Kalender der ganzen Schule" />
      </p>
      {shown.length > 0 && (
        <details>
          <summary>Nur die Termine einer Klasse (und die der ganzen Schule)</summary>
          <ul className={classList}>
            {shown.map((schoolClass) => (
              <li key={schoolClass.id}>
                <strong>{schoolClass.displayName}</strong>:{' '}
                <FeedLinks
                  siteUrl={siteUrl}
                  path={`${feedPath}?class=${schoolClass.id}`}
                  fileName={`kalender-${schoolClass.displayName}.ics`}
                  label={`Kalender der ${getClassLabel(schoolClass.displayName)}`}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className={hint}>
        „Abonnieren“ öffnet Ihre Kalender-App. Klappt das nicht, fügen Sie dort diese Adresse als Kalender-Abo hinzu:{' '}
        <code>{`${siteUrl}${feedPath}`}</code>
      </p>
    </StaticHtml>
  );
}

const box = css`
  margin: ${space.xl} 0 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  a {
    display: inline-block;
    padding: ${space.xs} 0;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const classList = css`
  margin: ${space.sm} 0 0;
  padding-left: ${space.lg};
`;

const hint = css`
  font-size: ${fontSize.small};
  color: var(--color-text-muted);
`;
