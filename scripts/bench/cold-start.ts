// The `api` function's cold load: the time for a fresh Node process to import its module
// (functions/lib/index.js, as Cloud Functions does before the first request), and what that
// module leaves to load later.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { median } from '../lib/lighthouse-runs.ts';
import { emulatorEnv } from '../lib/local-contract.ts';

const bundle = new URL('../../functions/lib/index.js', import.meta.url);

/**
 * Milliseconds to import `specifier` in a new process, median of `runs`; with `after`, that
 * module is imported first and not timed (what `specifier` adds to it).
 */
function importTime(specifier: string, runs: number, after?: string) {
  const first = after ? `await import(${JSON.stringify(after)});` : '';
  const script = `${first} const t = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - t));`;
  const times = Array.from({ length: runs }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: new URL('../../functions/', import.meta.url),
        env: { ...process.env, ...emulatorEnv },
        encoding: 'utf8',
      }),
    ),
  );
  return Math.round(median(times));
}

export function coldStart(runs = 5) {
  const source = readFileSync(bundle, 'utf8');
  // Package names as they are; the bundle's own chunks (./chunks/…) resolved next to it.
  const lazy = [...source.matchAll(/import\("([^"]+)"\)/g)].map(([, name = '']) =>
    name.startsWith('.') ? new URL(name, bundle).href : name,
  );
  return {
    importMs: importTime(bundle.href, runs),
    bundleKb: Math.round(source.length / 1024),
    /** Modules the bundle imports only when a call needs them. */
    lazyModules: lazy,
    /** What each lazy module adds when a call first needs it. */
    lazyImportMs: Object.fromEntries(
      lazy.map((name) => [
        name.replace(/^.*\/chunks\//, 'chunks/'),
        importTime(name, runs, bundle.href),
      ]),
    ),
  };
}
