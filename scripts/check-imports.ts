// `npm run lint`'s check of the direction of every import (.dependency-cruiser.cjs).
import { fileURLToPath } from 'node:url';
import { importViolations } from './lib/import-rules.ts';

const violations = await importViolations(fileURLToPath(new URL('..', import.meta.url)));
for (const { rule, comment, from, to } of violations) {
  console.error(`${rule}: ${from} → ${to}\n  ${comment}`);
}
if (violations.length > 0) {
  console.error(`${violations.length} import(s) against the rules (.dependency-cruiser.cjs).`);
  process.exit(1);
}
console.log('Imports: every one runs the way the layers go (.dependency-cruiser.cjs).');
