const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lets the browser paint and handle input before the next step. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve));

/**
 * A prerendered page is whole without its scripts: let the browser paint it first, then run
 * the app (its modules are already fetched: the HTML preloads them). Evaluating them at once
 * would be one task of half a second on a phone, blocking every tap; evaluated a few at a
 * time (React, Chakra and its theme, the system built from them, the app) with the browser given a turn in between,
 * no task is as long. The empty shell has nothing to paint, so it starts at once.
 */
async function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    await new Promise(requestAnimationFrame);
    await yieldToBrowser();
    await import('react-dom/client');
    await yieldToBrowser();
    const { shopSystem } = await import('./app/theme');
    await yieldToBrowser();
    shopSystem();
    await yieldToBrowser();
  }
  const { boot } = await import('./boot');
  boot(root);
}

void start(container);
