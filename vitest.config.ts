import { defineConfig } from 'vitest/config';

// One runner, five suites. `npm run test:unit` runs unit and web without emulators;
// `npm run test:emulated` runs api, rules and then browser inside `firebase emulators:exec`.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps a core for its own process, which leaves a
    // single worker on the 2-core machines this runs on, while that process has little to do:
    // two workers run unit and web in half the time. (fileParallelism: false still runs api,
    // rules and browser one file at a time.)
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
