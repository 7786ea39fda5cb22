import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'gateway/dist/**', 'backend/dist/**', '**/generated/**', '**/*.generated.ts', 'web/src/i18n/compiled/**', 'backend/drizzle/**', 'test-results/**', 'playwright-report/**'] },
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
  {
    // The backend reaches its data through the store (backend/src/db/store.ts) with awaited drizzle
    // builders, the same code on SQLite and PostgreSQL: no driver call of better-sqlite3's, no raw
    // connection and no transaction but the store's, except inside the store's own folder. A driver
    // call has no arguments or raw `sql` (a Map's `get(key)` and `Promise.all(…)` are not one).
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[arguments.length=0][callee.property.name=/^(get|all|run|execute)$/]",
          message: 'Await the query itself (`first(query)` for one row): `.get()`, `.all()`, `.run()` and `.execute()` are one driver’s.',
        },
        {
          selector: "CallExpression[arguments.length=0][callee.property.name='values'][callee.object.type='CallExpression']",
          message: 'Await the query itself: `.values()` is one driver’s.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(get|all|run|values|execute)$/] > TaggedTemplateExpression.arguments[tag.name='sql']",
          message: 'Build the statement with drizzle’s builders (SQLite-only fragments go in backend/src/db/json-sql.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='transaction']:not([callee.object.name='store']):not([callee.object.property.name='store'])",
          message: 'Transactions are the store’s: `store.transaction(work, { lock })`.',
        },
        { selector: "MemberExpression[property.name='$client']", message: 'The raw connection is the store’s own (backend/src/db).' },
      ],
    },
  },
  ...webBoundaries(),
);

/**
 * Features do not reach into each other (STYLE.md): a feature imports from its own folder and from
 * web/src/{app,components,generated,i18n,styles}; app/ and components/ never import a feature.
 * Static imports only: the lazy `import()` of page modules in app/routes.tsx is the allowed exception.
 * Imports are relative, so a feature's rules depend on how deep the importing file sits in it.
 */
function webBoundaries() {
  const shared = '(?:app|components|generated|i18n|styles)/';
  const blocks = [0, 1, 2, 3].map((depth) => {
    const up = (n) => `(?:\\.\\./){${n}}`;
    return {
      files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^${up(depth + 1)}(?!\\.\\./)`, message: 'Import another feature through components/ or app/, not from its folder.' },
              { regex: `^${up(depth + 2)}(?!${shared}|\\.\\./)`, message: 'A feature imports only from app/, components/, generated/, i18n/, styles/ and its own folder.' },
              { regex: `^${up(depth + 3)}`, message: 'A feature imports only from app/, components/, generated/, i18n/, styles/ and its own folder.' },
            ],
          },
        ],
      },
    };
  });
  return [
    ...blocks,
    {
      files: ['web/src/app/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: '(?:^|/)features/', message: 'app/ and components/ do not import features: move what both need into components/ or app/.' }] },
        ],
      },
    },
  ];
}
