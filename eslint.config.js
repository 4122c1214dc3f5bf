// One strict, type-aware lint over every package.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deepSharedImports = {
  group: ['@quire/shared/src', '@quire/shared/src/*', '@quire/shared/dist', '@quire/shared/dist/*'],
  message: 'Import @quire/shared through its entries (package.json "exports"), never its sources or build.',
};
const serverEntriesMessage =
  'The server imports only the DOM-free entries: @quire/shared/errors, /contract, /collab and /render.';

/** The server's import rule: only the DOM-free @quire/shared entries, plus a layer's own refusals. */
function serverImports(layerPatterns) {
  return [
    'error',
    {
      paths: [{ name: '@quire/shared', message: serverEntriesMessage }],
      patterns: [
        deepSharedImports,
        { regex: '^@quire/shared/(?!(errors|contract|collab|render)$)', message: serverEntriesMessage },
        ...layerPatterns,
      ],
    },
  ];
}

/** What each server layer may not import (tests may reach anything). */
const serverLayers = [
  {
    folders: ['models', 'text', 'stored'],
    forbidden: ['routes', 'commands', 'policies', 'presenters', 'queries', 'http', 'api', 'auth', 'gotrue'],
  },
  { folders: ['queries'], forbidden: ['routes', 'commands', 'presenters', 'http', 'api', 'gotrue'] },
  { folders: ['policies'], forbidden: ['routes', 'commands', 'presenters', 'http', 'api', 'gotrue'] },
  { folders: ['presenters'], forbidden: ['routes', 'commands', 'http', 'api'] },
  { folders: ['commands'], forbidden: ['routes', 'presenters', 'http', 'api'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      'data/**',
      '.tools/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // One public surface per package: @quire/shared only through its entries, never its sources or build output.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepSharedImports] }] },
  },
  // @quire/shared/render is props in, elements out, and loads on the server: none of the browser runtime.
  {
    files: ['shared/src/render/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepSharedImports,
            {
              group: [
                'react-router',
                'react-router-dom',
                'react-redux',
                '@reduxjs/toolkit',
                'i18next',
                'react-i18next',
                'styled-components',
                'yjs',
                '@blocknote/*',
                'node:*',
              ],
              message:
                'The render entry takes data and callbacks as props: no store, i18n, router, editor, Yjs or Node.',
            },
            {
              regex:
                '^(\\.\\./)+(api|auth|cache|config|files|i18n|platform|session|shortcuts|standalone|sync|theme|toast|ui)(/|$)|^(\\.\\./)+(index|instances)\\.js$',
              message:
                "The render entry may use shared's DOM-free parts (collab, errors, contract), not its browser runtime.",
            },
          ],
        },
      ],
    },
  },
  // The server loads only the DOM-free entries of @quire/shared (the root is browser code).
  {
    files: ['apps/server/**/*.{ts,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': serverImports([]) },
  },
  // The server's layers point one way: routes → commands → policies/queries → models; presenters beside them.
  ...serverLayers.map(({ folders, forbidden }) => ({
    files: folders.map((folder) => `apps/server/src/${folder}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': serverImports(
        forbidden.map((layer) => ({
          regex: `(^|/)${layer}/`,
          message: `${folders.join('/')} must not import ${layer}/ (see apps/server/CONTEXT.md, "Layers").`,
        })),
      ),
    },
  })),
  // Routes stay thin: SQL lives in queries/ and commands/.
  {
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction)$/]',
          message:
            'No SQL in routes: put the query in src/queries/ or the write in a command in src/commands/.',
        },
      ],
    },
  },
  {
    files: ['**/*.{test,spec}.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
