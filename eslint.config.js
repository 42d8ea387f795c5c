import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from './lint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The service worker is a plain script the site serves as it is (web/public).
    files: ['web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Tests read JSON bodies of many shapes; `any` there keeps them short.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Server HTML enters the page only through SafeHtml, which sanitises it.
    files: ['web/**/*.{ts,tsx}', 'terminal/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with <SafeHtml> (web/src/ui/SafeHtml.tsx), which sanitises it.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Render server HTML with <SafeHtml> (web/src/ui/SafeHtml.tsx), which sanitises it.',
        },
      ],
    },
  },
  {
    // The domain core runs in the browser and in Node: no Node APIs, no React, no I/O.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', 'fs', 'path', '@bet/server', '@bet/web'] },
      ],
    },
  },
  {
    plugins: { boundaries },
    rules: {
      'boundaries/declared-packages': 'error',
      // shared ← printer-drivers ← terminal; shared ← server; shared ← web ← terminal (renderer);
      // nothing imports server but the tests.
      'boundaries/package-entry': [
        'error',
        {
          '@bet/shared': [],
          '@bet/printer-drivers': ['@bet/shared'],
          '@bet/server': ['@bet/shared'],
          '@bet/web': ['@bet/shared'],
          '@bet/terminal': ['@bet/shared', '@bet/printer-drivers', '@bet/web'],
        },
      ],
    },
  },
  {
    // A server module is entered only through its index.ts, and no two modules depend on each other.
    files: ['server/src/**/*.ts'],
    rules: {
      'boundaries/module-entry': 'error',
      'boundaries/module-cycles': 'error',
    },
  },
  {
    // Infrastructure sits below the business modules and depends on none of them.
    files: ['server/src/infra/**/*.ts', 'server/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/modules/**'] }] },
  },
  prettier,
);
