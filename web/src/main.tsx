// The page's entry (index.html): the prerender layer starts the app (src/prerender/README.md).
import { start } from './prerender/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void start(container);
