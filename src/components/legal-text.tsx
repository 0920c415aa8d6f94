import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { SCHOOL_FACTS, type SchoolIdentity, telHref } from '../lib/domain/school';
import { fontSize, fontWeight, media, space } from '../styles/theme';
import { StaticHtml } from './static-html';

/** Prose frame of the legal pages: the page's single <h1>, then the sections. */
/** A legal text: its heading, its sections, and when it was last brought up to date (`updated`, e.g. "November 2026"). */
export function LegalArticle({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <StaticHtml as="article" className={article} aria-labelledby="rechtstext-titel">
      <h1 id="rechtstext-titel">{title}</h1>
      {children}
      <p className={updatedNote}>Stand: {updated}</p>
    </StaticHtml>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

type SchoolFactKey = (typeof SCHOOL_FACTS)[number]['key'];

/** A fact from the school record, or a loud marker naming the field to fill in PocketBase. */
export function SchoolFact({ school, fact }: { school: SchoolIdentity; fact: SchoolFactKey }) {
  const value = school[fact];
  if (value) return <>{value}</>;
  const { label, field } = SCHOOL_FACTS.find(({ key }) => key === fact) as (typeof SCHOOL_FACTS)[number];
  return <mark className={fillIn}>{`[${label} fehlt: Feld „${field}“ im Datensatz „school“]`}</mark>;
}

/** Shown only while the school record lacks a fact these pages print. */
export function MissingFactsNotice({ school, facts }: { school: SchoolIdentity; facts: readonly SchoolFactKey[] }) {
  if (facts.every((fact) => school[fact])) return null;
  return (
    <aside className={notice} aria-label="Hinweis zu fehlenden Angaben">
      <p>
        <strong>Unvollständig:</strong> Hervorgehobene Angaben fehlen noch im Datensatz „school“ in PocketBase. Die
        Schule trägt sie dort ein; die Seite zeigt sie danach von selbst.
      </p>
    </aside>
  );
}

export type Fact = { term: string; value: ReactNode };

export function FactList({ items }: { items: Fact[] }) {
  return (
    <dl className={facts}>
      {items.map((item) => (
        <div key={item.term} className={factRow}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain bullet list of sentences. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Postal address lines; the first line is usually the name of the institution. */
export function PostalAddress({ lines }: { lines: ReactNode[] }) {
  return (
    <address className={postal}>
      {lines.map((line, index) => (
        // the lines are fixed and never reorder
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** The school's postal address from its record. */
export function SchoolAddress({ school }: { school: SchoolIdentity }) {
  return (
    <PostalAddress
      lines={[
        school.name,
        <SchoolFact key="street" school={school} fact="street" />,
        <span key="town">
          <SchoolFact school={school} fact="postcode" /> <SchoolFact school={school} fact="city" />
        </span>,
        'Österreich',
      ]}
    />
  );
}

/** Phone as a link, or the marker. */
export function SchoolPhone({ school }: { school: SchoolIdentity }) {
  if (!school.phone) return <SchoolFact school={school} fact="phone" />;
  return <a href={telHref(school.phone)}>{school.phone}</a>;
}

/** E-mail as a link, or the marker. */
export function SchoolEmail({ school }: { school: SchoolIdentity }) {
  if (!school.email) return <SchoolFact school={school} fact="email" />;
  return <a href={`mailto:${school.email}`}>{school.email}</a>;
}

/** Plain link without target=_blank, so visitors keep their back button; noopener as a safe default. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener">
      {children}
    </a>
  );
}

const article = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${space.lg} ${space.md};
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow-wrap: break-word;
  ${media.sm} {
    padding: ${space.xl};
  }
  & h3 {
    font-size: ${fontSize.large};
    margin: ${space.lg} 0 ${space.sm};
  }
  & p,
  & ul {
    margin: 0 0 ${space.md};
  }
  & li + li {
    margin-top: ${space.xs};
  }
`;

const section = css`
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid var(--color-border);
`;

const fillIn = css`
  padding: 0 ${space.xs};
  background: var(--color-surface-alt);
  color: var(--color-text);
  outline: 2px dashed var(--color-primary);
  outline-offset: 1px;
  border-radius: 0.25rem;
  font-style: normal;
  font-weight: ${fontWeight.bold};
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
`;

const notice = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius);
  color: var(--color-text-muted);
  & p {
    margin: 0;
  }
`;

const facts = css`
  margin: 0 0 ${space.md};
  & dt {
    font-weight: ${fontWeight.bold};
  }
  & dd {
    margin: 0 0 ${space.sm};
  }
  ${media.sm} {
    & dd {
      margin: 0;
    }
  }
`;

const factRow = css`
  ${media.sm} {
    display: grid;
    grid-template-columns: 13rem minmax(0, 1fr);
    gap: ${space.md};
    padding: ${space.xs} 0;
  }
`;

const postal = css`
  font-style: normal;
  & span {
    display: block;
  }
`;

const updatedNote = css`
  margin-top: ${space.xl};
  color: var(--color-text-muted);
  font-size: ${fontSize.base};
`;
