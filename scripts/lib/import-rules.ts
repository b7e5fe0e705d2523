// Runs the import rules (.dependency-cruiser.cjs) on a tree: `npm run lint` on this one, and
// scripts/import-rules.test.ts on a copy with bad imports planted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

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
  /** The importing file, from the tree's root. */
  from: string;
  to: string;
}

/** The imports of the tree at `root` that break a rule, each with the rule's name. */
export async function importViolations(root: string): Promise<ImportViolation[]> {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  // The web app's `@/` alias is the one path alias of the repository. Named from `root`: the
  // resolver reads the file it names, and the working directory may be another tree.
  const tsConfigFile = join(root, 'web/tsconfig.json');
  const { output } = await cruise(
    ruledFolders.filter((folder) => existsSync(join(root, folder))),
    { ...options, baseDir: root, tsConfig: { fileName: tsConfigFile } },
    undefined,
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const { summary } = output as ICruiseResult;
  const comments = new Map(
    (options.ruleSet?.forbidden ?? []).map((rule) => [rule.name, rule.comment ?? '']),
  );
  return summary.violations.map(({ rule, from, to }) => ({
    rule: rule.name,
    comment: comments.get(rule.name) ?? '',
    from,
    to,
  }));
}
