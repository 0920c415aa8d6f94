import { css } from '@linaria/core';
import { Link } from 'waku';
import { mainNavigation } from '../../lib/domain/navigation';
import { media, space } from '../../styles/theme';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

export function SiteHeader({ schoolName }: { schoolName: string }) {
  const links = mainNavigation.map((item) => (
    <li key={item.href}>
      <NavLink href={item.href} className={navLink}>
        {item.label}
      </NavLink>
    </li>
  ));
  return (
    <header className={header}>
      <div className={inner}>
        <Link to="/" className={brand}>
          <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" className={logo}>
            <circle cx="18" cy="18" r="17" fill="var(--color-primary)" />
            <path d="M9 24 18 9l9 15z" fill="var(--color-on-primary)" />
            <circle cx="18" cy="20" r="3" fill="var(--color-primary)" />
          </svg>
          <span className={brandName}>{schoolName}</span>
        </Link>
        <nav aria-label="Hauptnavigation" className={desktopNav}>
          <ul className={barList}>{links}</ul>
        </nav>
        <ColorSchemeToggle />
        <MobileMenu className={drawer}>
          <summary className={menuButton}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menü
          </summary>
          <nav aria-label="Hauptnavigation" className={drawerPanel}>
            <ul className={drawerList}>{links}</ul>
          </nav>
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
  padding: ${space.sm} ${space.md};
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: 700;
  font-size: 1rem;
  line-height: 1.2;
  color: var(--color-text);
  text-decoration: none;
  margin-right: auto;
  ${media.sm} {
    font-size: 1.15rem;
    white-space: nowrap;
  }
`;

/* Between lg and xl the full navigation needs the room: the name stays for screen readers. */
const brandName = css`
  ${media.lg} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${media.xl} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const logo = css`
  flex: none;
`;

const desktopNav = css`
  display: none;
  ${media.lg} {
    display: block;
  }
`;

const barList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.xs};
`;

const navLink = css`
  display: block;
  padding: ${space.sm} ${space.sm};
  border-radius: 0.5rem;
  color: var(--color-text);
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: var(--color-surface-alt);
  }
  &[aria-current='page'] {
    color: var(--color-primary-strong);
    box-shadow: inset 0 -3px 0 var(--color-primary);
  }
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
  gap: ${space.sm};
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 2px solid var(--color-border);
  border-radius: 999px;
  cursor: pointer;
  font-weight: 600;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
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
