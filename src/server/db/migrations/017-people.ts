import type { Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * People, their sessions and the API tokens of integrations (docs/decisions/042-people-and-roles.md).
 * Accounts are on once a person exists. A session's or token's secret is stored only as its
 * SHA-256, so a copy of the database signs no one in; passwords and PINs are argon2id hashes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('people')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Case-folded, so "Ann" and "ann" are one account.
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('deactivated_at', bigint)
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('people.id'))
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('last_seen_at', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_person').on('sessions').column('person_id').execute();
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull().references('people.id'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('last_used_at', bigint)
    .addColumn('revoked_at', bigint)
    .execute();
  // Failed sign-ins per key (`account:<username>` or `address:<ip>`), shared by every server.
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', bigint, (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
