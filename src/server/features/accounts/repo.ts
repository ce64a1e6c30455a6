import type { Selectable } from 'kysely';
import type { DB } from '../../db/connect';
import type { ApiTokensTable, PeopleTable, SessionsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

export type PersonRow = Selectable<PeopleTable>;
export type TokenRow = Selectable<ApiTokensTable>;
export type SessionRow = Selectable<SessionsTable>;

export const countPeople = async (db: DB | Trx): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const personById = (db: DB | Trx, id: string): Promise<PersonRow | undefined> =>
  db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();

export const personByUsername = (db: DB | Trx, username: string): Promise<PersonRow | undefined> =>
  db.selectFrom('people').selectAll().where('username', '=', username).executeTakeFirst();

export const listPeopleRows = (db: DB): Promise<PersonRow[]> => db.selectFrom('people').selectAll().orderBy('id').execute();

export const insertPerson = async (trx: Trx, row: PersonRow): Promise<void> => {
  await trx.insertInto('people').values(row).execute();
};

export const updatePersonRow = async (trx: Trx, id: string, changes: Partial<Omit<PersonRow, 'id'>>): Promise<void> => {
  await trx.updateTable('people').set(changes).where('id', '=', id).execute();
};

export const countActiveAdministrators = async (db: DB | Trx): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role', '=', 'administrator')
        .where('deactivated_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A live session and its person, found by the digest of the cookie's secret. */
export const sessionByDigest = (db: DB, digest: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('people', 'people.id', 'sessions.person_id')
    .select([
      'sessions.token_hash',
      'sessions.via',
      'sessions.last_seen_at',
      'people.id',
      'people.name',
      'people.role',
      'people.deactivated_at',
    ])
    .where('sessions.token_hash', '=', digest)
    .executeTakeFirst();

export const insertSession = async (db: DB | Trx, row: SessionRow): Promise<void> => {
  await db.insertInto('sessions').values(row).execute();
};

export const touchSession = async (db: DB, digest: string, at: number): Promise<void> => {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', digest).execute();
};

export const deleteSession = async (db: DB, digest: string): Promise<void> => {
  await db.deleteFrom('sessions').where('token_hash', '=', digest).execute();
};

/** A deactivated person's sessions end with them. */
export const deleteSessionsOf = async (trx: Trx, personId: string): Promise<void> => {
  await trx.deleteFrom('sessions').where('person_id', '=', personId).execute();
};

export const tokenByDigest = (db: DB, digest: string): Promise<TokenRow | undefined> =>
  db.selectFrom('api_tokens').selectAll().where('token_hash', '=', digest).executeTakeFirst();

export const touchToken = async (db: DB, id: number, at: number): Promise<void> => {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
};

export const listTokenRows = (db: DB): Promise<TokenRow[]> => db.selectFrom('api_tokens').selectAll().orderBy('id').execute();

export const insertToken = async (trx: Trx, row: Omit<TokenRow, 'id'>): Promise<TokenRow> =>
  trx.insertInto('api_tokens').values(row).returningAll().executeTakeFirstOrThrow();

export const revokeTokenRow = async (trx: Trx, id: number, at: number): Promise<TokenRow | undefined> =>
  trx
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const tokenById = (db: DB | Trx, id: number): Promise<TokenRow | undefined> =>
  db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
