import { css } from '@linaria/core';
import { Link } from 'waku';
import { legalNavigation } from '../../lib/domain/navigation';
import { space } from '../../styles/theme';

export function SiteFooter({ schoolName }: { schoolName: string }) {
  return (
    <footer className={footer}>
      <div className={inner}>
        <p className={name}>{schoolName}</p>
        <nav aria-label="Rechtliches">
          <ul className={list}>
            {legalNavigation.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={copy}>
          © {new Date().getFullYear()} {schoolName}
        </p>
      </div>
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
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md} ${space.xl};
  align-items: center;
  justify-content: space-between;
`;

const name = css`
  margin: 0;
  font-weight: 700;
`;

const list = css`
  list-style: none;
  display: flex;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
`;

const copy = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9rem;
`;
