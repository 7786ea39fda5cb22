import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', '**/generated/**', '**/*.generated.ts', 'web/src/i18n/compiled/**', 'backend/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Codegen plugins are loaded by the codegen CLI as CommonJS modules.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Screens get their data through generated hooks only: no hand-written fetch to the backend.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the generated GraphQL hooks.' }] },
  },
);
