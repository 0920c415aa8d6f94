import { wrappingRow } from '../../../styles/layout';
import { controlSurface } from '../../../styles/controls';
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { ConfirmSubmits, DashNav } from '../../../components/dash/client-components';
import { EDIT_FORM_FIELD } from '../../../lib/domain/edit-routes';
import type { DashNavItem } from '../../../components/dash/dash-nav';
import { POST_AREAS } from '../../../lib/domain/post-areas';
import { managesTeam } from '../../../lib/domain/staff-roles';
import { getStaffSession } from '../../../lib/platform/request-context';
import { fontWeight, media } from '../../../styles/theme';
import { dynamicRender } from '../../_components/render';

const NAVIGATION: DashNavItem[] = [
  { href: '/dash/start', label: 'Übersicht' },
  { href: '/dash/publishing', label: 'Entwürfe und Geplantes' },
  { href: '/dash/home', label: 'Startseite' },
  ...POST_AREAS.map((area) => ({ href: area.dash, label: area.dashLabel })),
  { href: '/dash/teachers', label: 'Lehrer:innen' },
  { href: '/dash/classes', label: 'Klassen' },
  { href: '/dash/calendar', label: 'Kalender' },
  { href: '/dash/bikeline', label: 'Bikeline' },
  { href: '/dash/saying', label: 'Spruch der Woche' },
  { href: '/dash/dyknow', label: 'Wusstest du?' },
  { href: '/dash/parents', label: 'Eltern' },
  { href: '/dash/theater', label: 'Theater' },
  { href: '/dash/weiterleitungen', label: 'Weiterleitungen' },
  { href: '/dash/konto', label: 'Mein Konto' },
  { href: '/dash/faq', label: 'Hilfe (FAQ)' },
];
/** The Administration's own page: the team's accounts and the audit log. */
const TEAM_ITEM: DashNavItem = { href: '/dash/team', label: 'Team' };

/**
 * Every /dash page except login. The edge guard lets only signed-in staff through; should a path
 * ever slip past it, the layout shows nothing without the session the guard verified.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = getStaffSession();
  if (!session) return null;
  return (
    <div className={panel}>
      <div className={strip}>
        <p className={title}>
          <strong>Verwaltung</strong>
          <span> · angemeldet als {session.name || session.email}</span>
        </p>
        <form method="post" action="/dash/logout">
          <button type="submit" className={logout}>
            Abmelden
          </button>
        </form>
      </div>
      <div className={body}>
        <DashNav
          items={
            managesTeam(session.role) ? [...NAVIGATION.slice(0, -1), TEAM_ITEM, ...NAVIGATION.slice(-1)] : NAVIGATION
          }
        />
        <div className={content}>{children}</div>
        <ConfirmSubmits field={EDIT_FORM_FIELD.confirm} />
      </div>
    </div>
  );
}

export const getConfig = dynamicRender;

/* Wider than the site's reading column: the tables need the room. */
const panel = css`
  width: min(96rem, calc(100vw - 2rem));
  margin-left: calc(50% - min(48rem, 50vw - 1rem));
`;

const strip = css`
  ${wrappingRow}
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1.5rem;
  padding: 0.5rem 1rem;
  border-radius: var(--radius);
  background: var(--color-surface-alt);
  border: 1px solid var(--color-border);
`;

const title = css`
  margin: 0;
`;

const logout = css`
  min-height: 44px;
  padding: 0.375rem 1rem;
  border: 2px solid var(--color-primary);
  border-radius: 999px;
  ${controlSurface}
  font-weight: ${fontWeight.bold};
  cursor: pointer;
`;

const body = css`
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: 13rem minmax(0, 1fr);
    align-items: start;
  }
`;

const content = css`
  min-width: 0;
`;
