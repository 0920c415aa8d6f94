'use client';

import type { ReactNode } from 'react';
import { Link, useRouter } from 'waku';
import { isCurrent } from '../../lib/domain/navigation';

export function NavLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { path } = useRouter();
  return (
    <Link to={href} className={className} aria-current={isCurrent(href, path) ? 'page' : undefined}>
      {children}
    </Link>
  );
}
