// Lighthouse on this machine's Chromium, mobile with simulated throttling (its defaults), the
// median of several runs per page. Shared by `npm run lighthouse` and `npm run bench`.
// Scores move with the machine's load: they are reported, never asserted in a test.
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumPath, quietChromiumFlags } from './chromium.ts';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export interface LighthouseMedian {
  url: string;
  runs: number;
  /** 0–100, per category. */
  scores: Record<(typeof lighthouseCategories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** The audits that did not pass in the last run: what to look at first. */
  failedAudits: string[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Runs `use` with a headless Chromium, given its debugging port, then closes it. What `use`
 * leaves in the browser's profile (a signed-in session) stays for the Lighthouse runs in it:
 * Lighthouse clears the HTTP cache before each run, not local storage.
 */
export async function withChromium<T>(use: (port: number) => Promise<T>) {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...quietChromiumFlags],
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on each URL, in one Chromium, and answers the medians. */
export const lighthouseMedians = (urls: string[], runs: number) =>
  withChromium((port) => lighthouseMediansIn(port, urls, runs));

/** Runs Lighthouse `runs` times on each URL in the Chromium at `port`, and answers the medians. */
export async function lighthouseMediansIn(port: number, urls: string[], runs: number) {
  const medians: LighthouseMedian[] = [];
  for (const url of urls) {
    const results: RunnerResult['lhr'][] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
      });
      if (result) results.push(result.lhr);
    }
    const audit = (id: string) =>
      median(results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    const score = (category: string) =>
      Math.round(100 * median(results.map((lhr) => lhr.categories[category]?.score ?? 0)));
    medians.push({
      url,
      runs: results.length,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      speedIndexMs: Math.round(audit('speed-index')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      failedAudits: Object.values(results.at(-1)?.audits ?? {})
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
    });
  }
  return medians;
}
