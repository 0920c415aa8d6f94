import type { ReactNode } from 'react';
import { NavigationErrorBoundary } from '../components/shell/navigation-error-boundary';
import { THEME_SCRIPT } from '../lib/domain/theme-script';

export default async function RootElement({ children }: { children: ReactNode }) {
  return (
    <html lang="de-AT">
      <head>
        {/* fixed text; security-headers gives it the CSP nonce */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <NavigationErrorBoundary>{children}</NavigationErrorBoundary>
      </body>
    </html>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
