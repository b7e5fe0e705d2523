// The deterministic size check of `npm test`: what each route loads before it can render
// (scripts/lib/bundle-sizes.ts), from the last build. Fails when a route exceeds its budget or
// a public route pulls in dashboard, admin, payment or Stripe code.
import {
  adminRoutes,
  firebaseSessionKb,
  moneyPathRoutes,
  publicRoutes,
  routeSizes,
} from './lib/bundle-sizes.ts';

/** The routes with a budget: a typo or a renamed route fails the typecheck, not silently. */
type BudgetedRoute = 'Home' | keyof typeof moneyPathRoutes | keyof typeof adminRoutes;

/**
 * First-load JavaScript budgets, KB gzip (docs/decisions/0049-money-path-budgets.md). The
 * money path's are what the build measured when they were set, plus about 5 KB, rounded up to
 * the next 5: room for a fix or a small feature on the way to paying, not for a new library
 * unnoticed. Raising one is a decision to write down, not a number to bump.
 */
const budgetsKb: Record<string, number | undefined> = {
  // The Storefront issue's target.
  Home: 150,
  // 150.0 KB measured: the cart's lines and its summary.
  Cart: 155,
  // 194.9 KB: the address form (formik, yup, the address rules) and the shipping choice.
  Checkout: 200,
  // 157.8 KB: the dashboard's menu and Stripe's React bindings (Stripe.js is Stripe's own script).
  Payment: 165,
  // Issue 47's ceiling for an admin screen before its lazy parts (forms in dialogs, charts).
  'Manage Product': 200,
  'Manage Order, one order': 200,
  Reports: 200,
} satisfies Record<BudgetedRoute, number>;

const privateCode = /(features\/(admin|dashboard|orders|payments|profile)\/|stripe)/i;

let failed = false;
const sizes = routeSizes({ ...publicRoutes, ...moneyPathRoutes, ...adminRoutes });
const rows = sizes.map(({ route, jsKb, cssKb, chunks }) => {
  const leaks = route in publicRoutes ? chunks.filter((key) => privateCode.test(key)) : [];
  const budgetKb = budgetsKb[route];
  const overBudget = budgetKb !== undefined && jsKb > budgetKb;
  if (overBudget || leaks.length > 0) failed = true;
  return {
    route,
    'JS KB gzip': Number(jsKb.toFixed(1)),
    'budget KB': budgetKb ?? '',
    'CSS KB gzip': Number(cssKb.toFixed(1)),
    chunks: chunks.length,
    problem: [overBudget ? `over the ${budgetKb} KB budget` : '', ...leaks].join(' '),
  };
});

console.log('First-load size of each route (gzip -9):');
console.table(rows);
// Not a route's: the same on every page with a session (decision 0018), so not in the budgets.
console.log(
  `A signed-in page also loads Firebase Auth: ${firebaseSessionKb().toFixed(1)} KB more.`,
);
if (failed) {
  console.error('Bundle budget exceeded: see the problem column above.');
  process.exit(1);
}
