import type { FastifyReply } from 'fastify';
import type { DB } from '../db/connect';
import { readThrough } from '../db/read-cache';

/**
 * Sends an answer read through the database's read cache (db/read-cache.ts) as JSON, written
 * once per version of the database rather than on every read.
 */
export async function sendCachedAnswer<T>(db: DB, reply: FastifyReply, key: string, answer: () => Promise<T>): Promise<FastifyReply> {
  const json = await readThrough(db, key, async () => JSON.stringify(await answer()));
  return reply.type('application/json; charset=utf-8').send(json);
}
