import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { AppStyles } from './providers';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole shop, inside `Router`: `BrowserRouter` in the browser (src/boot.tsx), a
 * `StaticRouter` at the page's location when it is prerendered (src/prerender/entry-prerender.tsx). The
 * browser then hydrates that same tree, adopting the page's styles (`styles`).
 */
export function App({
  Router,
  styles,
}: {
  Router: ComponentType<{ children: ReactNode }>;
  styles?: AppStyles;
}) {
  return (
    <StrictMode>
      <AppProviders styles={styles}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
