import { wrappingRow } from '../../styles/layout';
import { css } from '@linaria/core';
import { footerNavigation } from '../../lib/domain/navigation';
import { type SchoolIdentity, telHref } from '../../lib/domain/school';
import { fontSize, fontWeight, space } from '../../styles/theme';
import { StaticHtml } from '../static-html';

/** Name, address and contact as far as the school record has them, notifications and legal links, the copyright line. */
export function SiteFooter({ school }: { school: SchoolIdentity }) {
  const town = [school.postcode, school.city].filter(Boolean).join(' ');
  const place = [school.street, town].filter(Boolean).join(', ');
  return (
    <footer className={footer}>
      <StaticHtml className={inner}>
        <address className={contact}>
          <span className={name}>{school.name}</span>
          {place && <span>{place}</span>}
          {school.phone && (
            <span>
              Tel.: <a href={telHref(school.phone)}>{school.phone}</a>
            </span>
          )}
          {school.email && (
            <span>
              E-Mail: <a href={`mailto:${school.email}`}>{school.email}</a>
            </span>
          )}
        </address>
        <nav aria-label="Weitere Seiten">
          <ul className={list}>
            {footerNavigation.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={copy}>
          © {new Date().getFullYear()} {school.name}
        </p>
      </StaticHtml>
    </footer>
  );
}

const footer = css`
  margin-top: ${space.xxl};
  background: var(--color-surface-alt);
  border-top: 1px solid var(--color-border);
`;

const inner = css`
  max-width: var(--content-width);
  margin: 0 auto;
  padding: ${space.lg} ${space.md};
  ${wrappingRow}
  gap: ${space.md} ${space.xl};
  align-items: center;
  justify-content: space-between;
`;

const contact = css`
  font-style: normal;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${space.xs};
`;

const name = css`
  font-weight: ${fontWeight.bold};
`;

const list = css`
  list-style: none;
  ${wrappingRow}
  gap: ${space.sm} ${space.lg};
  margin: 0;
  padding: 0;
`;

const copy = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.small};
`;
