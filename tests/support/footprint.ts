import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../../src/server/db/connect';

/** Rows in each of `tables`, the stock bins hold and what mixtures have left: what a refused act must leave as it was. */
export async function footprint(db: DB, tables: readonly string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(
    tables.map((table) => sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)),
  );
  const stock = await sql<{ total: number | string | null }>`select sum(quantity) as total from bin_contents`.execute(db);
  const left = await sql<{ total: number | string | null }>`select sum(qty_remaining) as total from mixture_components`.execute(db);
  return {
    ...Object.fromEntries(tables.map((table, i) => [table, Number(counts[i]?.rows[0]?.n)])),
    stock: Number(stock.rows[0]?.total ?? 0),
    components_left: Number(left.rows[0]?.total ?? 0),
  };
}

/** Runs a request that must be refused and checks it wrote nothing to `tables`; answers its response. */
export async function expectNothingWritten(
  db: DB,
  tables: readonly string[],
  refusal: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const before = await footprint(db, tables);
  const response = await refusal();
  expect(await footprint(db, tables)).toEqual(before);
  return response;
}
