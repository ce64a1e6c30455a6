import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import clientLayers from './eslint/client-layers.js';
import oneParameterSets from './eslint/one-parameter-sets.js';

/** Import boundaries: the folders are the architecture, so lint holds them. */
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const notServer = { group: ['**/server/**'], message: 'src/client must not import src/server; share through src/shared.' };

/**
 * Server imports run one way (docs/decisions/025-imports-one-way.md): a feature imports the core
 * (core/, stock-core/), db/, http/, src/shared and its own folder, never another feature nor the
 * app around it; the core never imports a feature. Paths are resolved, so `../x/...` and
 * `../../features/x/...` are caught alike.
 */
const serverFeatures = readdirSync('src/server/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const featureZones = [
  ...serverFeatures.map(({ name }) => ({
    target: `./src/server/features/${name}`,
    from: './src/server/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move the shared rule into src/server/core, or register a hook there (decision 025).',
  })),
  {
    target: './src/server/features',
    from: './src/server',
    except: ['./core', './stock-core', './db', './http', './features'],
    message: 'A feature imports only the core, db, http, src/shared and itself (decision 025).',
  },
];
const coreZone = {
  target: ['./src/server/core', './src/server/stock-core', './src/server/db', './src/server/http'],
  from: './src/server/features',
  message: 'The core, db and http sit below the features: they call hooks the features register instead of importing them (decision 025).',
};

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
    // No import cycles anywhere in src: a cycle is two modules that cannot be understood (or layered) apart.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads each imported module too: without it the rule sees no imports in .ts files, and no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Client layers, lowest first: api, ui, then scan, offline and holds, then the features
    // (each only its own folder), then app, which composes them (eslint/client-layers.js).
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'client-layers': clientLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(notServer),
      'client-layers/only-down': 'error',
    },
  },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    // Type-aware rules: a promise nobody awaits loses its error and its ordering.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // An async function is how a Fastify plugin, a Kysely migration provider or a stubbed
      // fetcher says it answers a promise; the types already hold what it returns.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read answers as any (inject's json(), vitest's expect.any matchers) and check them
    // with expectations and the contract's schemas, which is what these rules would ask for.
    files: ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid({ group: ['**/client/**'], message: 'src/server must not import src/client; share through src/shared.' }),
  },
  {
    // An `in` list over data or input is one bound set, never one parameter per value (eslint/one-parameter-sets.js).
    files: ['src/server/**/*.ts'],
    // Until their owners move them to oneOf: search's result ids (at most a page of 100) and a trace's queried ids (at most 100).
    ignores: ['src/server/features/search/repo.ts'],
    plugins: { 'one-parameter-sets': oneParameterSets },
    rules: { 'one-parameter-sets/one-parameter-sets': 'error' },
  },
  {
    files: ['src/server/features/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    // The core's tests may read a feature: the guard test checks every server source.
    files: ['src/server/{core,stock-core,db,http}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [coreZone] }] },
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
