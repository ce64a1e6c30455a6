/**
 * No `in` list bound value by value on the server: `where(column, 'in', ids)` with an array binds
 * one parameter per id, so a statement grows with its input until the database refuses it
 * (SQLite takes 32,766 bound values, PostgreSQL 65,535) or spends longer planning it than running
 * it. Such a list is bound as one set instead: `oneOf(db, ids)` from src/server/db/id-set.ts.
 * The argument's type decides (the type checker's), so subqueries and sets pass; a fixed list of
 * constants may stay, written as literals or named in UPPER_CASE.
 */

const OPERATORS = new Set(['in', 'not in']);
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

const isFixed = (node) =>
  (node.type === 'Identifier' && CONSTANT.test(node.name)) ||
  (node.type === 'ArrayExpression' && node.elements.every((element) => element?.type === 'Literal'));

/** @type {import('eslint').Rule.RuleModule} */
const oneParameterSets = {
  meta: {
    type: 'problem',
    docs: { description: 'An `in` list over data or input is bound as one set (oneOf), not one parameter per value.' },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    const isList = (type) => (type.isUnion() ? type.types.some(isList) : checker.isArrayType(type) || checker.isTupleType(type));
    return {
      CallExpression(node) {
        const [, operator, list] = node.arguments;
        if (operator?.type !== 'Literal' || !OPERATORS.has(operator.value) || !list || isFixed(list)) return;
        if (!isList(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(list)))) return;
        context.report({
          node: list,
          message: `A list bound one parameter per value grows the statement with its input: bind it as one set, oneOf(db, ids) from src/server/db/id-set.ts.`,
        });
      },
    };
  },
};

export default { rules: { 'one-parameter-sets': oneParameterSets } };
