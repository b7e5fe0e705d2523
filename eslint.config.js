// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// Toasts go through lib/notify.ts, which loads the toaster with the first one (decision 0017).
const toastLibrary = {
  name: 'react-hot-toast',
  message: 'Raise toasts with notifySuccess or notifyError from @/lib/notify.',
};

// The prerender layer (web/src/prerender/README.md) shows the rest of the app only its index.
const prerenderInternals = {
  regex: '^@/prerender/',
  message: 'Use the prerender layer through @/prerender (its index) only.',
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
  // The web app's imports flow one way: shared (components, lib, config) → features → app →
  // prerender (which starts the app); features and shared code use only prerender's index.
  // Features never import each other (STYLE.md, after bulletproof-react).
  {
    files: ['web/src/{components,config,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastLibrary],
          patterns: [
            {
              regex: '^@/(app|features)/',
              message: 'Shared code must not import features or app/.',
            },
            prerenderInternals,
          ],
        },
      ],
    },
  },
  ...readdirSync(new URL('web/src/features', import.meta.url)).map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastLibrary],
          patterns: [
            {
              regex: `^@/(app/|features/(?!${feature}/))`,
              message:
                'A feature imports only shared code and itself, never app/ or another feature.',
            },
            prerenderInternals,
          ],
        },
      ],
    },
  })),
);
