import { execFileSync } from 'node:child_process';

/** Debian's Chromium, or CHROME_PATH: nothing here downloads a browser of its own. */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('No Chromium found: apt-get install chromium, or set CHROME_PATH');
  }
}

/** The closed network here refuses Chromium's own background connections: turn them off. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
