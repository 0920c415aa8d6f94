import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { BuildWatcher } from '../components/shell/build-watcher';
import { NavigationProgress } from '../components/shell/navigation-progress';
import { ScrollRestoration } from '../components/shell/scroll-restoration';
import { ServerUnreachableOverlay } from '../components/shell/server-unreachable-overlay';
import { SiteFooter } from '../components/shell/site-footer';
import { SiteHeader } from '../components/shell/site-header';
import { currentSchool } from '../lib/platform/request-context';
import '../styles/global';
import { space } from '../styles/theme';
import { dynamicRender } from './_components/render';

export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const school = await currentSchool();
  return (
    <>
      <a href="#inhalt" className={skipLink}>
        Zum Inhalt springen
      </a>
      <SiteHeader school={school} />
      <main id="inhalt" className={main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter school={school} />
      <ServerUnreachableOverlay />
      <NavigationProgress />
      <ScrollRestoration />
      <BuildWatcher />
    </>
  );
}

export const getConfig = dynamicRender;

const skipLink = css`
  position: absolute;
  left: ${space.md};
  top: -4rem;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: var(--color-primary);
  color: var(--color-on-primary);
  border-radius: 0.5rem;
  &:focus {
    top: ${space.sm};
  }
`;

const main = css`
  display: block;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: ${space.lg} ${space.md} 0;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;
