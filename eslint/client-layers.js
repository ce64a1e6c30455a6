import fs from 'node:fs';
import path from 'node:path';

/**
 * The client's layers, lowest first: each may import itself and the layers listed for it, a
 * feature only its own folder. main.tsx, the composition root, may import any of them.
 * Imports are resolved from the importing file, so `../holds/x`, `../../features/holds/x` and
 * `import('../holds/x')` are all the same import into the holds feature.
 */
const MAY_IMPORT = {
  api: [],
  ui: ['api'],
  scan: ['ui', 'api'],
  offline: ['ui', 'api'],
  holds: ['ui', 'api'],
  features: ['holds', 'scan', 'offline', 'ui', 'api'],
  app: ['features', 'holds', 'scan', 'offline', 'ui', 'api'],
};

const CLIENT = path.resolve(import.meta.dirname, '../src/client');
const ROOT = '(root)';
/** What a path alias would look like; the project has none, and a package name never starts so. */
const ALIAS = /^(\/|~|#|@\/|src\/)/;

/** The layer and, in features, the feature a path lies in; null outside src/client. */
function placeOf(file) {
  const relative = path.relative(CLIENT, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer, feature = null] = relative.split(path.sep);
  // main.tsx and index.css sit at the root, in no layer; `../scan` names the scan layer's index.
  if (!relative.includes(path.sep) && !fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) return { layer: ROOT, feature: null };
  return { layer, feature: layer === 'features' ? feature : null };
}

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to) {
  if (from.layer === ROOT) return null;
  if (to.layer === ROOT) return 'The files at the root of src/client (main.tsx, index.css) are the composition root: nothing imports them.';
  const allowed = MAY_IMPORT[from.layer];
  if (!allowed) return `src/client/${from.layer} is not a known layer: add it to eslint/client-layers.js.`;
  if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature)
    return `Client features do not import each other (${from.feature} imports ${to.feature ?? 'the features folder'}): the router composes them, and what two need moves below the features.`;
  if (to.layer === from.layer || allowed.includes(to.layer)) return null;
  return `src/client/${from.layer} may import ${['its own folder', ...allowed].join(', ')} and src/shared, not src/client/${to.layer}.`;
}

/** @type {import('eslint').Rule.RuleModule} */
const onlyDown = {
  meta: {
    type: 'problem',
    docs: { description: 'A client module imports only its own folder and the layers below it.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.physicalFilename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (ALIAS.test(source.value))
        return context.report({ node: source, message: 'Client modules import each other by relative path, so lint can place them.' });
      if (!source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.physicalFilename), source.value));
      const why = to && refusal(from, to);
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'only-down': onlyDown } };
