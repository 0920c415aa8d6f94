import { wrappingRow } from '../../styles/layout';
import { unstyledList } from '../../styles/lists';
import { css } from '@linaria/core';
import { Link } from 'waku';
import type { SchoolIdentity } from '../../lib/domain/school';
import { SearchForm } from '../search-form';
import { fontSize, fontWeight, media, space } from '../../styles/theme';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { MobileMenu } from './mobile-menu';
import { NavList } from './nav-list';

/**
 * Below sm: logo, short name, scheme toggle and “Menü”. From sm the full name; from lg the navigation
 * takes a row of its own under them, so neither the name nor a link has to give way at any width.
 * The search field sits beside the name from lg and at the top of the menu below it.
 */
export function SiteHeader({ school }: { school: SchoolIdentity }) {
  return (
    <header className={header}>
      <div className={inner}>
        <Link to="/" className={brand}>
          {school.logo ? (
            // The name follows as text, so the logo adds nothing for screen readers.
            <img src={school.logo} alt="" width="36" height="36" className={logo} />
          ) : (
            <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" className={logo}>
              <circle cx="18" cy="18" r="17" fill="var(--color-primary)" />
              <path d="M9 24 18 9l9 15z" fill="var(--color-on-primary)" />
              <circle cx="18" cy="20" r="3" fill="var(--color-primary)" />
            </svg>
          )}
          <span className={fullName}>{school.name}</span>
          <span className={shortName}>{school.shortName}</span>
        </Link>
        <div className={headerSearch}>
          <SearchForm id="suche-kopf" />
        </div>
        <ColorSchemeToggle />
        <nav aria-label="Hauptnavigation" className={desktopNav}>
          <NavList className={barList} />
        </nav>
        <MobileMenu className={drawer}>
          <summary className={menuButton}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menü
          </summary>
          <div className={drawerPanel}>
            <div className={drawerSearch}>
              <SearchForm id="suche-menue" />
            </div>
            <nav aria-label="Hauptnavigation">
              <NavList className={drawerList} />
            </nav>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}

const header = css`
  background: var(--color-surface);
  border-bottom: 3px solid var(--color-primary);
  position: relative;
  z-index: 10;
`;

const inner = css`
  max-width: 90rem;
  margin: 0 auto;
  padding: ${space.sm} 0.75rem;
  display: flex;
  align-items: center;
  gap: 0 0.375rem;
  ${media.sm} {
    padding: ${space.sm} ${space.md};
    gap: 0 ${space.sm};
  }
  ${media.lg} {
    flex-wrap: wrap;
  }
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.base};
  line-height: 1.2;
  color: var(--color-text);
  text-decoration: none;
  margin-right: auto;
  /* shrinks and wraps instead of pushing the buttons off a narrow screen */
  min-width: 0;
  overflow-wrap: anywhere;
  ${media.sm} {
    gap: ${space.sm};
    font-size: ${fontSize.large};
  }
`;

const fullName = css`
  display: none;
  ${media.sm} {
    display: inline;
  }
`;

const shortName = css`
  ${media.sm} {
    display: none;
  }
`;

const logo = css`
  flex: none;
  object-fit: contain;
  width: 2rem;
  height: 2rem;
  ${media.sm} {
    width: 2.25rem;
    height: 2.25rem;
  }
`;

const headerSearch = css`
  display: none;
  ${media.lg} {
    display: block;
    width: 20rem;
  }
`;

const drawerSearch = css`
  padding: ${space.md} ${space.md} 0;
`;

const desktopNav = css`
  display: none;
  ${media.lg} {
    display: block;
    flex-basis: 100%;
    margin: ${space.xs} -${space.sm} 0;
  }
`;

const barList = css`
  ${unstyledList}
  ${wrappingRow}
  gap: ${space.xs};
`;

const drawer = css`
  ${media.lg} {
    display: none;
  }
  &[open] > summary {
    background: var(--color-surface-alt);
  }
`;

const menuButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  padding: ${space.sm};
  font-size: ${fontSize.base};
  border: 2px solid var(--color-border);
  border-radius: 999px;
  cursor: pointer;
  font-weight: ${fontWeight.bold};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  ${media.sm} {
    gap: ${space.sm};
    padding: ${space.sm} ${space.md};
    font-size: inherit;
  }
`;

const drawerPanel = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  background: var(--color-surface);
  border-bottom: 3px solid var(--color-primary);
  box-shadow: 0 12px 24px rgb(0 0 0 / 0.15);
  max-height: calc(100vh - 4rem);
  overflow-y: auto;
`;

const drawerList = css`
  list-style: none;
  margin: 0;
  padding: ${space.sm} ${space.md} ${space.md};
  display: grid;
  gap: 2px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    padding: ${space.sm} ${space.md};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;
