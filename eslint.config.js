import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folder boundaries of docs/architecture.md. Zones are worked out from the folders themselves,
// so a new feature is covered without touching this file.
const root = import.meta.dirname;
const features = readdirSync(`${root}/src/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/app/features/${feature}`,
    from: './src/app/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a route (src/app/routes/).',
  })),
  {
    target: ['./src/app/components', './src/app/lib', './src/app/hooks', './src/app/*.{ts,tsx}'],
    from: './src/app/features',
    message: 'Features meet only in routes: components/, lib/, hooks/ and the app root never import a feature.',
  },
  {
    target: ['./src/app/components', './src/app/lib', './src/app/hooks', './src/app/features'],
    from: './src/app/routes',
    message: 'Only the router imports routes.',
  },
  { target: './src/app', from: './src/server', message: 'The browser never imports server code.' },
  { target: './src/server', from: './src/app', message: 'The server never imports browser code.' },
  { target: './src/shared', from: ['./src/app', './src/server'], message: 'shared/ imports nothing else.' },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', '.ci/node24'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told otherwise: without these it sees no TypeScript cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
  },
  {
    // The prerendered page's starter: a classic script served as written (scripts/build/prerender.ts).
    files: ['scripts/build/starter.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // One way to name app code from anywhere: '#app/…'; './' stays for a file's siblings.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!\\.|content/)',
              message: "Import app code as '#app/…' (npx tsx scripts/codemods/app-alias.ts rewrites it).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['public/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/app/',
              message: "Import app code as '#app/…' (npx tsx scripts/codemods/app-alias.ts rewrites it).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
