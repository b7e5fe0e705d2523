// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// Toasts go through lib/notify.ts, which loads the toaster with the first one (docs/decisions/0017-hydration-without-long-tasks.md).
const toastLibrary = {
  name: 'react-hot-toast',
  message: 'Raise toasts with notifySuccess or notifyError from @/lib/notify.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'functions/lib',
      '.cache',
      '.emulator-data',
      'test-results',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Served to the browser by the browser suite.
    files: ['tests/browser/support/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  // Which layer may import which is checked on resolved paths by scripts/check-imports.ts
  // (.dependency-cruiser.cjs), part of `npm run lint`. Here only the toast library's one door.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/lib/notify.ts',
      'web/src/app/providers.tsx',
      '**/*.test.{ts,tsx}',
      'web/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [toastLibrary] }] },
  },
);
