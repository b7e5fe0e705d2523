// The deterministic size check of `npm test`: what each public route loads before it can
// render (scripts/lib/bundle-sizes.ts), from the last build. Fails when Home exceeds its
// budget or a public route pulls in dashboard, admin, payment or Stripe code.
import { publicRouteSizes } from './lib/bundle-sizes.ts';

/** Home's first-load JavaScript, in KB gzip (the Storefront issue's target). */
const homeBudgetKb = 150;

const privateCode = /(features\/(admin|dashboard|orders|payments|profile)\/|stripe)/i;

let failed = false;
const rows = publicRouteSizes().map(({ route, jsKb, cssKb, chunks }) => {
  const leaks = chunks.filter((key) => privateCode.test(key));
  const overBudget = route === 'Home' && jsKb > homeBudgetKb;
  if (overBudget || leaks.length > 0) failed = true;
  return {
    route,
    'JS KB gzip': Number(jsKb.toFixed(1)),
    'CSS KB gzip': Number(cssKb.toFixed(1)),
    chunks: chunks.length,
    problem: [overBudget ? `over the ${homeBudgetKb} KB budget` : '', ...leaks].join(' '),
  };
});

console.log('First-load size of the public routes (gzip -9):');
console.table(rows);
if (failed) {
  console.error('Bundle budget exceeded: see the problem column above.');
  process.exit(1);
}
