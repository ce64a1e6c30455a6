import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: the folders are the architecture, so lint holds them. */
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const notServer = { group: ['**/server/**'], message: 'src/client must not import src/server; share through src/shared.' };

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'bench/data/',
      '.tmp/',
      'backups/',
      'data/',
    ],
  },
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
    // Type-aware rules: a promise nobody awaits loses its error and its ordering.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid({ group: ['**/client/**'], message: 'src/server must not import src/client; share through src/shared.' }),
  },
  {
    files: ['src/server/features/*/**/*.ts'],
    rules: forbid(
      { group: ['**/client/**'], message: 'src/server must not import src/client; share through src/shared.' },
      {
        group: ['../*/repo', '../*/repo.ts'],
        message: "A feature's repository is its own: call the other feature's service, or shared item helpers in features/items.",
      },
    ),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid({
      group: ['**/client/**', '**/server/**', 'react', 'fastify', 'kysely'],
      message: 'src/shared is the contract: it imports neither side.',
    }),
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
