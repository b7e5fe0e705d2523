// Prints Lighthouse scores (mobile, simulated throttling, this machine's Chromium, median of
// 3 runs) for the public pages of a running shop: `npm run lighthouse` builds and starts one
// on the emulators; `node scripts/lighthouse.ts` alone measures one already running
// (`npm start`), and `node scripts/lighthouse.ts /blogs` only the pages named. Not a test:
// scores move with the machine's load. `npm run bench` reports the same and more.
import { lighthouseMedians } from './lib/lighthouse-runs.ts';
import { shopUrl } from './lib/local-contract.ts';

const named = process.argv.slice(2);
const pages = named.length > 0 ? named : ['/', '/parts', '/blogs', '/my-portfolio'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const medians = await lighthouseMedians(
  pages.map((page) => `${shopUrl}${page}`),
  runs,
);
console.log(`Lighthouse, mobile, simulated throttling, median of ${runs} run(s) per page:`);
console.table(
  medians.map((m, index) => ({
    page: pages[index],
    ...m.scores,
    'FCP ms': m.fcpMs,
    'LCP ms': m.lcpMs,
    'TBT ms': m.tbtMs,
    CLS: m.cls,
    'failed audits': m.failedAudits.join(' '),
  })),
);
