import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page arrives prerendered (web/prerender-plugin.ts): React adopts its HTML instead
// of building it again. Any other path gets the empty shell and renders from scratch. Either
// way as a transition, so the work yields to the browser every few milliseconds and a phone
// stays responsive while it runs.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
});
