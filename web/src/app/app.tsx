import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole shop, inside `Router`: `BrowserRouter` in the browser (src/main.tsx), a
 * `StaticRouter` at the page's location when it is prerendered (src/entry-prerender.tsx). The
 * browser then hydrates that same tree.
 */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
