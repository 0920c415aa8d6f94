import type { ReactNode } from 'react';
import { THEME_SCRIPT } from '../lib/theme-script';

export default async function RootElement({ children }: { children: ReactNode }) {
  return (
    <html lang="de-AT">
      <head>
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed text, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
