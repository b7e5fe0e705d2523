const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = () => import('./boot').then(({ boot }) => boot(container));

// A prerendered page is whole without its scripts: let the browser paint it first, then run
// the app (its modules are already fetched: the HTML preloads them). Evaluating them is one
// long task, which would otherwise come before the first paint. The empty shell has nothing
// to paint, so it starts at once.
if (container.hasChildNodes()) requestAnimationFrame(() => setTimeout(start));
else void start();
