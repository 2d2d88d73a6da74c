import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import larder from './eslint-rules/import-direction.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { larder },
    rules: {
      'larder/import-direction': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // DESIGN.md section 3: no import cycles in our code. The rule follows value imports (a type-only
    // import never runs, so import-x leaves it out); keep type imports acyclic by the same layering.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Third-party code is neither parsed nor followed: a cycle is ours or it is not our business.
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'], 'import-x/ignore': ['node_modules'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small files with one job: no server file over 400 lines, the demo seed and tests apart.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/seed/**', '**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
