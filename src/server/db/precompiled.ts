import type { Compilable, CompiledQuery, DatabaseConnection, Kysely } from 'kysely';
import { isPostgres, type DB } from './connect';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** A query's parameters by name: each is bound as a value, never written into the SQL text. */
type Params = Record<string, unknown>;

export interface Template {
  compiled: CompiledQuery;
  /** per parameter of the compiled query: the name of the call's value, or a constant the builder put there */
  slots: ({ name: string } | { value: unknown })[];
}

/** Stands in for a named value while the query is built once; never reaches the database. */
const MARKER = '\u0000precompiled:';

/** Builds the query once with a stand-in for each named value, and notes where each value goes. */
export function templateOf<P extends Params>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, params: P) => Compilable,
  params: P,
): Template {
  const markers = Object.fromEntries(Object.keys(params).map((name) => [name, `${MARKER}${name}`])) as P;
  const compiled = build(db, markers).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(MARKER) ? { name: value.slice(MARKER.length) } : { value },
  );
  // A value the builder wrote into the SQL text (or read in JS) would stay what it was the first time.
  const bound = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
  const unbound = Object.keys(params).filter((name) => !bound.has(name));
  if (unbound.length > 0) throw new Error(`precompiled query does not bind ${unbound.join(', ')} as parameters`);
  return { compiled, slots };
}

/** The connection of each embedded database, by its adapter (one per database, shared by its transactions). */
const sqliteConnections = new WeakMap<object, DatabaseConnection>();

/**
 * Runs a compiled query. Inside a SQLite transaction it goes straight to the connection, which
 * the transaction holds until it ends and SQLite runs at once: Kysely's executor would wrap
 * each statement in half a dozen promises (a new executor per statement, a queue, plugins),
 * which on a mixture draw's dozen statements cost as much as running some of them. Outside
 * a transaction the executor queues the query until the connection is free.
 */
export async function execute<O>(db: DB | Trx, query: CompiledQuery<O>): Promise<O[]> {
  const executor = db.getExecutor();
  if (!db.isTransaction || isPostgres(db) || executor.plugins.length > 0) return (await db.executeQuery(query)).rows;
  let connection = sqliteConnections.get(executor.adapter);
  if (!connection) {
    connection = await executor.provideConnection(async (held) => held);
    sqliteConnections.set(executor.adapter, connection);
  }
  return (await connection.executeQuery<O>(query)).rows;
}

/**
 * A query built and compiled once per dialect and shape of its parameters, then run with each
 * call's values. Kysely builds and compiles every query afresh, which on a hot path (a receive
 * runs five such statements) costs more CPU than SQLite takes to run them. `build` must use the
 * params only as values in the query (comparisons, inserted or set values), never in JS logic:
 * it sees stand-ins, not the call's values. Every value must be defined (null for none), since
 * the statement keeps the columns it was compiled with.
 */
export function precompiled<P extends Params, O>(
  build: (db: Kysely<Database>, params: P) => Compilable<O>,
): (db: DB | Trx, params: P) => Promise<O[]> {
  const templates = new Map<string, Template>();
  return async (db, params) => {
    const names = Object.keys(params);
    const key = `${isPostgres(db) ? 'pg' : 'sqlite'} ${names.join(',')}`;
    let template = templates.get(key);
    if (!template) {
      template = templateOf(db, build, params);
      templates.set(key, template);
    }
    const parameters = template.slots.map((slot) => {
      if (!('name' in slot)) return slot.value;
      const value = params[slot.name];
      if (value === undefined) throw new Error(`precompiled query: ${slot.name} is undefined`);
      return value;
    });
    return execute<O>(db, { ...template.compiled, parameters });
  };
}
