import { StrictMode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole shop. In the browser it follows the address bar; at build time
 * (src/entry-prerender.tsx) it renders the page at `location`, and the browser then hydrates
 * that same tree.
 */
export function App({ location }: { location?: string }) {
  const routes = <AppRoutes />;
  return (
    <StrictMode>
      <AppProviders>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
      </AppProviders>
    </StrictMode>
  );
}
