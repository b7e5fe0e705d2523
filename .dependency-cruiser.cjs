// The direction of every import in the repository, checked on resolved file paths (relative,
// aliased, type-only and lazy `import()` imports alike) by `npm run lint`. The layers are
// drawn in docs/architecture.md; scripts/import-rules.test.ts plants a bad import of each
// kind in a copy of the tree and sees this configuration refuse it.

/** A rule that `from` files never import `to` files. */
const never = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const web = '^web/src/';
const api = '^functions/src/';
/** Tests and their helpers (`testing/` folders): they may reach what the code they test may not. */
const testCode = '(\\.test\\.tsx?$|/testing/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle: split the shared part out, or turn one import around.',
      severity: 'error',
      from: {},
      // A cycle of type-only imports costs nothing at run time and is left to TypeScript.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },

    // The web app: shared (components, config, lib) → features → app → prerender (the boot
    // layer, which starts the app). Features never import each other (bulletproof-react).
    never(
      'web-shared-imports-up',
      'components/, config/ and lib/ are shared: they import no feature, app/ or prerender/.',
      { path: `${web}(components|config|lib)/`, pathNot: testCode },
      { path: `${web}(features|app|prerender)/` },
    ),
    never(
      'web-feature-imports-up',
      'A feature imports shared code and itself: not app/ or prerender/.',
      { path: `${web}features/`, pathNot: testCode },
      { path: `${web}(app|prerender)/` },
    ),
    never(
      'web-feature-imports-feature',
      'A feature never imports another: what two features share goes down to components/ or lib/.',
      { path: `${web}features/([^/]+)/` },
      { path: `${web}features/`, pathNot: `${web}features/$1/` },
    ),
    never(
      'web-app-imports-prerender',
      'prerender/ starts the app: app/ never imports it.',
      { path: `${web}app/` },
      { path: `${web}prerender/` },
    ),
    never(
      'web-prerender-imported',
      'Only main.tsx starts the prerender layer.',
      { path: web, pathNot: [`${web}main\\.tsx$`, `${web}prerender/`] },
      { path: `${web}prerender/` },
    ),
    never(
      'web-bench-stand-ins',
      "prerender/without/ holds the bench's stand-ins (scripts/bench/tricks.ts swaps them in): no code imports them.",
      { path: `${web}`, pathNot: `${web}prerender/without/` },
      { path: `${web}prerender/without/` },
    ),
    never(
      'web-test-helpers',
      'testing/ folders are for tests only.',
      { path: web, pathNot: testCode },
      { path: `^web/src/(testing|features/[^/]+/testing)/` },
    ),

    // The API: index → app → routes → middleware, openapi → services → store → lib.
    never(
      'api-lib-imports-up',
      'lib/ is the bottom: plain helpers that know nothing of the shop.',
      { path: `${api}lib/` },
      { path: `${api}(store|services|middleware|openapi|routes|app|index|deps)` },
    ),
    never(
      'api-store-imports-up',
      'store/ owns the collections and knows no rule: it imports lib/ only.',
      { path: `${api}store/` },
      { path: `${api}(services|middleware|openapi|routes|app|index|deps)` },
    ),
    never(
      'api-services-import-up',
      "services/ hold the shop's rules: they never import the HTTP layers above them.",
      { path: `${api}services/` },
      { path: `${api}(middleware|openapi|routes|app|index)` },
    ),
    never(
      'api-openapi-imports-up',
      'openapi/ describes the calls: it never imports what serves them.',
      { path: `${api}openapi/`, pathNot: '\\.test\\.ts$' },
      { path: `${api}(middleware|routes|app|index)` },
    ),
    never(
      'api-middleware-imports-routes',
      'middleware/ runs before the routes: it never imports them.',
      { path: `${api}middleware/` },
      { path: `${api}(routes|app|index)` },
    ),

    // Beside the app: tools/ know nothing of this shop; scripts/ and tests/ may use them.
    never(
      'tools-import-the-shop',
      'tools/ are standalone: they import nothing of the shop, its scripts or its tests.',
      { path: '^tools/' },
      { path: '^(web|functions|scripts|tests|packages)/' },
    ),
    never(
      'shop-imports-scripts-or-tests',
      'The app and the API never import the scripts or the tests (their own tests may use the seed).',
      { path: '^(web/src|functions/src|packages)/', pathNot: testCode },
      { path: '^(scripts|tests)/' },
    ),
    never(
      'scripts-import-tests',
      'scripts/ never import tests/.',
      { path: '^scripts/' },
      { path: '^tests/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|lib/chunks)/|^functions/lib/' },
    includeOnly: '^(web/src|web/build|functions/src|packages/contracts/src|scripts|tests|tools)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // `import()` is an import like any other.
    detectJSDocImports: false,
  },
};
