// Prints Lighthouse scores (mobile, simulated throttling, this machine's Chromium) for the
// public pages of a running shop: `npm run lighthouse` builds and starts one on the
// emulators; `node scripts/lighthouse.ts` alone measures one already running (`npm start`).
// Not a test: scores move with the machine's load, so they are reported, never asserted.
// The bundle budget (scripts/bundle-budget.ts) is the deterministic check in `npm test`.
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumPath, quietChromiumFlags } from './lib/chromium.ts';
import { shopUrl } from './lib/local-contract.ts';

// `node scripts/lighthouse.ts /blogs` measures only the pages named.
const named = process.argv.slice(2);
const pages = named.length > 0 ? named : ['/', '/parts', '/blogs', '/my-portfolio'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const chrome = await launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...quietChromiumFlags],
});
try {
  const rows = [];
  for (const page of pages) {
    const results: RunnerResult['lhr'][] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${shopUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (result) results.push(result.lhr);
      if (process.env.LIGHTHOUSE_DEBUG) {
        const logs = result?.lhr.audits['errors-in-console']?.details;
        console.log(page, JSON.stringify(logs).slice(0, 1500));
      }
    }
    const audit = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    // What to fix first: the audits that did not pass in the last run.
    const failed = Object.values(results.at(-1)?.audits ?? {})
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    rows.push({
      page,
      ...Object.fromEntries(
        categories.map((c) => [
          c,
          Math.round(100 * median(results.map((lhr) => lhr.categories[c]?.score ?? 0))),
        ]),
      ),
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'failed audits': failed.join(' '),
    });
  }
  console.log(`Lighthouse, mobile, simulated throttling, median of ${runs} run(s) per page:`);
  console.table(rows);
} finally {
  chrome.kill();
}
