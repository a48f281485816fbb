import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/app/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '#server/*'], message: 'The browser never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/server/**', '#server/*'], message: 'shared/ imports nothing else.' }] }],
    },
  },
);
