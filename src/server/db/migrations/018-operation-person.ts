import { sql, type Kysely } from 'kysely';

/**
 * The person who did an operation, by id, once accounts are on (docs/decisions/042-people-and-roles.md):
 * `operator` keeps the name as it was, which two people may share and a person may change, so
 * "what did this person do" asks `person_id`. Null with accounts off, for an API token (no
 * person; its name stays in `operator`) and for every operation before this migration. People are
 * deactivated, never deleted, so the reference always holds. The index lists one person's
 * operations in order and skips the null rows, so an install without accounts writes nothing more
 * into it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operations')
    .addColumn('person_id', 'text', (c) => c.references('people.id'))
    .execute();
  await db.schema
    .createIndex('operations_person')
    .on('operations')
    .columns(['person_id', 'id'])
    .where(sql.ref('person_id'), 'is not', null)
    .execute();
}
