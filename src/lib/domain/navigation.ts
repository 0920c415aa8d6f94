export type NavItem = { href: string; label: string };

/** Every public route of the spec, in the order visitors look for them. */
export const mainNavigation: NavItem[] = [
  { href: '/', label: 'Start' },
  { href: '/posts', label: 'Aktuelles' },
  { href: '/kalender', label: 'Kalender' },
  { href: '/aktuellesGrossprojekt', label: 'Großprojekt' },
  { href: '/projects', label: 'Projekte' },
  { href: '/kreatives', label: 'Kreatives' },
  { href: '/klassen', label: 'Klassen' },
  { href: '/lehrer', label: 'Lehrer:innen' },
  { href: '/eltern', label: 'Eltern' },
  { href: '/bikeline', label: 'Bikeline' },
  { href: '/old-but-great', label: 'Old but great' },
  { href: '/archiv', label: 'Archiv' },
];

export const legalNavigation: NavItem[] = [
  { href: '/impressum', label: 'Impressum' },
  { href: '/datenschutz', label: 'Datenschutz' },
  { href: '/barrierefreiheit', label: 'Barrierefreiheit' },
];

/** Every page's footer: notifications for parents, then the legal pages. */
export const footerNavigation: NavItem[] = [
  { href: '/benachrichtigungen', label: 'Benachrichtigungen' },
  ...legalNavigation,
];

/** A nav item is current on its own path and, except Start, below it. */
export function isCurrent(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
