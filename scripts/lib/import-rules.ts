// Runs the import rules (.dependency-cruiser.cjs) on a tree: `npm run lint` on this one, and
// scripts/import-rules.test.ts on a copy with bad imports planted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The folders the rules cover. */
export const ruledFolders = [
  'web/src',
  'web/build',
  'functions/src',
  'packages/contracts/src',
  'scripts',
  'tests',
  'tools',
];

export interface ImportViolation {
  rule: string;
  /** Why the rule exists, and what to do instead. */
  comment: string;
  from: string;
  to: string;
}

const depcruise = createRequire(import.meta.url).resolve(
  'dependency-cruiser/bin/dependency-cruise.mjs',
);

/** The imports of the tree at `root` that break a rule, each with the rule's name. */
export function importViolations(root: string): ImportViolation[] {
  const folders = ruledFolders.filter((folder) => existsSync(join(root, folder)));
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...folders],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  if (!run.stdout.trim()) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout) as {
    summary: {
      violations: { rule: { name: string }; comment?: string; from: string; to: string }[];
    };
  };
  return summary.violations.map(({ rule, comment = '', from, to }) => ({
    rule: rule.name,
    comment,
    from,
    to,
  }));
}
