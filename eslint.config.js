import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: the folders are the architecture, so lint holds them. */
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const notServer = { group: ['**/server/**'], message: 'src/client must not import src/server; share through src/shared.' };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'bench/data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(notServer),
    },
  },
  {
    files: ['src/client/features/*/**/*.{ts,tsx}'],
    rules: forbid(notServer, {
      group: ['**/features/**'],
      message: 'Client features do not import each other; the router composes them.',
    }),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid({ group: ['**/client/**'], message: 'src/server must not import src/client; share through src/shared.' }),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid({ group: ['**/client/**', '**/server/**', 'react', 'fastify', 'kysely'], message: 'src/shared is the contract: it imports neither side.' }),
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
