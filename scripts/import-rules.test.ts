import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importViolations, type ImportViolation } from './lib/import-rules.ts';

// The import rules (.dependency-cruiser.cjs) must bite: each kind of bad import is planted in
// a copy of the tree, and checking the copy must name it. A rule that looked only at how an
// import is spelt (an alias, a static import) would let the relative and the lazy ones pass.

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each planted file, and the rule that must refuse its import (none for a cycle's far end). */
const planted: Record<string, { source: string; rule?: string }> = {
  'web/src/features/home/components/planted-boot.tsx': {
    source: "import '../../../prerender/start';\n",
    rule: 'web-feature-imports-up',
  },
  'web/src/features/home/components/planted-other-feature.tsx': {
    source: "import '../../catalogue/api/get-part';\n",
    rule: 'web-feature-imports-feature',
  },
  'web/src/features/orders/utils/planted-app.ts': {
    source: "import '../../../app/app';\n",
    rule: 'web-feature-imports-up',
  },
  'web/src/components/ui/planted-lazy.tsx': {
    source: "export const theme = () => import('@/app/theme');\n",
    rule: 'web-shared-imports-up',
  },
  'web/src/lib/planted-feature.ts': {
    source: "import '@/features/auth';\n",
    rule: 'web-shared-imports-up',
  },
  'web/src/app/planted-prerender.ts': {
    source: "import '../prerender/prerendered-styles';\n",
    rule: 'web-app-imports-prerender',
  },
  'web/src/app/planted-stand-in.ts': {
    source: "export const format = () => import('@/prerender/without/format');\n",
    rule: 'web-bench-stand-ins',
  },
  'web/src/features/catalogue/utils/planted-testing.ts': {
    source: "import '@/testing/render';\n",
    rule: 'web-test-helpers',
  },
  'functions/src/store/planted-service.ts': {
    source:
      "import type { OrderMailer } from '../services/order-mail.ts';\nexport type M = OrderMailer;\n",
    rule: 'api-store-imports-up',
  },
  'functions/src/lib/planted-store.ts': {
    source: "export const store = () => import('../store/orders.ts');\n",
    rule: 'api-lib-imports-up',
  },
  'functions/src/services/planted-route.ts': {
    source: "import '../routes/parts.ts';\n",
    rule: 'api-services-import-up',
  },
  'functions/src/lib/planted-cycle-a.ts': {
    source: "import { b } from './planted-cycle-b.ts';\nexport const a = () => b;\n",
    rule: 'no-cycle',
  },
  'functions/src/lib/planted-cycle-b.ts': {
    source: "import { a } from './planted-cycle-a.ts';\nexport const b = () => a;\n",
  },
  'tools/stripe-sandbox/planted-contract.ts': {
    source: "import '../../scripts/lib/local-contract.ts';\n",
    rule: 'tools-import-the-shop',
  },
};

let copy: string;
let violations: ImportViolation[];

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const skip = /(^|\/)(node_modules|dist|lib\/chunks|\.cache)(\/|$)/;
  for (const path of [
    '.dependency-cruiser.cjs',
    'package.json',
    'tsconfig.base.json',
    'web/tsconfig.json',
    'web/src',
    'functions/src',
    'packages/contracts',
    'scripts',
    'tools',
  ]) {
    cpSync(join(root, path), join(copy, path), {
      recursive: true,
      filter: (source) => !skip.test(source.slice(root.length)),
    });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  for (const [path, { source }] of Object.entries(planted)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), source);
  }
  violations = await importViolations(copy);
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the import rules', () => {
  const refused = Object.entries(planted).flatMap(([path, { rule }]) =>
    rule ? [[path, rule]] : [],
  );

  it.each(refused)('refuse %s', (path, rule) => {
    expect(
      violations.filter((violation) => violation.from === path).map((violation) => violation.rule),
    ).toContain(rule);
  });

  it('refuse nothing but what was planted', () => {
    const unplanted = violations.filter((violation) => !(violation.from in planted));

    expect(unplanted).toEqual([]);
  });
});
