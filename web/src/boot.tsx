import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';

/**
 * Starts the shop in `container`. A public page arrives prerendered (web/prerender-plugin.ts):
 * React adopts its HTML instead of building it again. Any other path gets the empty shell and
 * renders from scratch. Either way as a transition, so the work yields to the browser every
 * few milliseconds and a phone stays responsive while it runs.
 */
export function boot(container: HTMLElement) {
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, <App Router={BrowserRouter} />);
    else createRoot(container).render(<App Router={BrowserRouter} />);
  });
}
