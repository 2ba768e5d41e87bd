import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-rules/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', 'bench/.data*/', 'bench/results/', 'e2e/artifacts/', 'apps/api/src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // the layers of docs/architecture.md and apps/api/README.md, checked on every lint (tools/eslint-rules)
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    // tests compose layers on purpose; the Drizzle schema files reference each other's tables lazily (one unit)
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/db/schema/**'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error', 'boundaries/no-cycle': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // one way to change the URL's search params: from the router's latest location (lib/search-params.ts)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/search-params.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', importNames: ['useSearchParams'], message: 'Use useUrlSearchParams de lib/search-params (parte do último endereço do roteador).' }] },
      ],
    },
  },
);
