import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { DB } from '../../src/server/db/connect';
import { Problem, PROBLEM_CONTENT_TYPE, type ProblemType } from '../../src/shared/contract/problem';
import { freshDatabase, stockMismatches, type FreshDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  database: FreshDatabase;
  close: () => Promise<void>;
}

/** A real app on a fresh database of the dialect under test; HTTPS off unless `tls` says otherwise. */
export async function startTestApp({ tls }: Pick<AppOptions, 'tls'> = {}): Promise<TestApp> {
  const database = await freshDatabase(inject('sqliteTemplate'));
  const app = await buildApp({ db: database.db, staticDir: null, tls });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Asserts a response is a problem document of the given type and status, and returns it. */
export function expectProblem(response: LightMyRequestResponse, type: ProblemType, status: number): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const problem = Problem.parse(response.json());
  expect(problem.type).toBe(type);
  expect(problem.status).toBe(status);
  return problem;
}

/** The ledger, the bin entries and the mixtures agree, as every test database must when it is dropped. */
export async function expectLedgerConsistent(db: DB): Promise<void> {
  expect(await stockMismatches(db)).toEqual([]);
}
