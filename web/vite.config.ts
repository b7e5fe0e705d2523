import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { assertDeployEnv } from './build/deploy-env.ts';
import { prerender } from './prerender-plugin.ts';

export default defineConfig({
  plugins: [
    {
      // A deployable build fails without its keys instead of shipping the emulators' config.
      name: 'deploy-env',
      apply: 'build',
      configResolved: (config) => assertDeployEnv(config.mode, config.env),
    },
    {
      // recharts (Reports) reads React's elements with react-is, which must be React's own
      // version: web depends on react-is 19, but npm hoists recharts beside the react-is 16
      // of older libraries (Emotion's), which misses React 19's fragments. recharts alone is
      // given web's; the others keep theirs, so no module is shared anew between Home and
      // the charts' chunk (which would split Home's chunks and make them heavier).
      name: 'recharts-react-is',
      enforce: 'pre',
      resolveId(id, importer) {
        if (id !== 'react-is' || !importer?.includes('/node_modules/recharts/')) return null;
        return this.resolve(id, fileURLToPath(new URL('./src/main.tsx', import.meta.url)), {
          skipSelf: true,
        });
      },
    },
    react(),
    // The public pages a visitor lands on, as static HTML (firebase.json serves each file).
    prerender({
      '/': 'index.html',
      // The catalogue's frame (filters, stand-in cards), for any filters in the URL.
      '/parts': 'parts.html',
      '/blogs': 'blogs.html',
      '/my-portfolio': 'my-portfolio.html',
    }),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: [
      {
        // reactfire imports every Firebase SDK it has hooks for, and some of that code runs at
        // import time, so tree-shaking cannot drop them (Realtime Database alone is ~37 kB
        // gzipped). The app uses Firebase Auth only: the others resolve to a stub.
        find: /^firebase\/(database|firestore|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/lib/firebase-sdk-stub.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // Read by scripts/bundle-budget.ts; .vite/ is not deployed (firebase.json ignores dot folders).
    manifest: true,
    // Every browser the shop supports has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) with these
      // identity helpers; marked pure, the recipes the app does not use are dropped.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'],
      },
      // Imported constants are written where they are used: the API's paths
      // (packages/contracts) then go only to the pages that call them, in no chunk of their own.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        // A chunk's file name recurs in every import of it and in each lazy screen's preload
        // list: without the module's name in it, Home's first load is 0.75 KB gzip lighter
        // (docs/decisions/0011-first-load.md). The manifest still maps each source to its file.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Libraries every page needs, in chunks of their own: they change far less often
          // than the app, so returning shoppers keep them cached across deploys.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: 'firebase',
              test: /[\\/]node_modules[\\/](@firebase|firebase|reactfire|idb)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // `vite` alone serves the SPA; the API comes from the Hosting emulator, as in production.
  // `/api/`, not `/api`: the prefix would also send the SPA's own /api-reference there.
  server: { proxy: { '/api/': 'http://127.0.0.1:5000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs one test file after another in the same jsdom window instead of starting
    // anew for each: starting one (jsdom, React, Chakra, Testing Library) took ~1.5 s of every
    // file, 40% of this project's time. src/testing/setup.ts gives each file what a new worker
    // would: the app's modules evaluated again, so module state and vi.mock's stand-ins stay in
    // their file; real timers; empty storage, title and body.
    isolate: false,
    // One worker per core, as vitest.config.ts says why (a project of its own, it does not
    // inherit it, and Vitest refuses projects that differ in it).
    maxWorkers: '100%',
    // user-event types one key at a time; on a busy 2-core machine a form test takes seconds.
    testTimeout: 15_000,
    clearMocks: true,
    unstubGlobals: true,
  },
});
