import type {
  ApiToken,
  InitAccountsBody,
  NewPersonBody,
  NewTokenBody,
  Person,
  SignInBody,
  SignInMethod,
  UpdatePersonBody,
} from '../../../shared/contract/people';
import type { Role } from '../../../shared/permissions';
import { accountsOn, noteAccountsOn } from '../../core/accounts-on';
import type { DB } from '../../db/connect';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import { AppError, invalid } from '../../http/app-error';
import type { Principal } from '../../http/principal';
import { clearFailures, countFailure, failureKeys, refuseWhileLocked } from './failures';
import * as repo from './repo';
import { digestOf, hashSecret, newSecret, secretMatches, spendAsMuchAsAVerify } from './secrets';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

export const personOf = (row: repo.PersonRow): Person => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role,
  has_pin: row.pin_hash !== null,
  active: row.deactivated_at === null,
  created_at: new Date(row.created_at).toISOString(),
  deactivated_at: iso(row.deactivated_at),
});

const personIdOf = (n: number) => `PER${String(n).padStart(6, '0')}`;

interface NewPerson {
  username: string;
  name: string;
  role: Role;
  password: string;
  pin?: string | undefined;
}

/** Hashes first: an argon2 hash takes tens of milliseconds, which no transaction should wait for. */
async function personRow(person: NewPerson, id: string, now: number): Promise<repo.PersonRow> {
  return {
    id,
    username: person.username,
    name: person.name,
    role: person.role,
    password_hash: await hashSecret(person.password),
    pin_hash: person.pin === undefined ? null : await hashSecret(person.pin),
    created_at: now,
    deactivated_at: null,
  };
}

async function insertNewPerson(trx: Trx, row: repo.PersonRow): Promise<void> {
  if (await repo.personByUsername(trx, row.username)) {
    throw new AppError('duplicate-resource', { detail: `The username ${row.username} is taken.` });
  }
  await repo.insertPerson(trx, row);
}

/** The first administrator; 409 once anyone exists, so two servers racing make one. */
export async function initAccounts(db: DB, body: InitAccountsBody & { username: string }, now = Date.now()): Promise<repo.PersonRow> {
  const row = await personRow({ ...body, role: 'administrator' }, personIdOf(1), now);
  try {
    await inTransaction(db, async (trx) => {
      if ((await repo.countPeople(trx)) > 0) throw new AppError('duplicate-resource', { detail: 'Accounts are on already.' });
      await repo.insertPerson(trx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('duplicate-resource', { detail: 'Accounts are on already.' });
    throw error;
  }
  noteAccountsOn(db);
  return row;
}

/** People and tokens are added once accounts are on; before that the first administrator turns them on. */
export async function requireAccountsOn(db: DB): Promise<void> {
  if (!(await accountsOn(db))) {
    throw new AppError('missing-resource', { detail: 'Accounts are off: create the first administrator first (POST /api/accounts/init).' });
  }
}

export async function createPerson(db: DB, body: NewPersonBody & { username: string }, now = Date.now()): Promise<repo.PersonRow> {
  await requireAccountsOn(db);
  const unsaved = await personRow(body, '', now);
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        const row = { ...unsaved, id: personIdOf((await repo.countPeople(trx)) + 1) };
        await insertNewPerson(trx, row);
        return row;
      });
    } catch (error) {
      // Two people added at once took the same number; the next try counts again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function updatePerson(db: DB, id: string, changes: UpdatePersonBody, now = Date.now()): Promise<repo.PersonRow> {
  const hashes = {
    ...(changes.password !== undefined && { password_hash: await hashSecret(changes.password) }),
    ...(changes.pin !== undefined && { pin_hash: changes.pin === null ? null : await hashSecret(changes.pin) }),
  };
  return inTransaction(db, async (trx) => {
    const before = await repo.personById(trx, id);
    if (!before) throw new AppError('missing-resource', { detail: `No person ${id}.` });
    const deactivating = changes.active === false && before.deactivated_at === null;
    const demoting = changes.role !== undefined && changes.role !== 'administrator' && before.role === 'administrator';
    if ((deactivating || demoting) && before.role === 'administrator' && (await repo.countActiveAdministrators(trx)) <= 1) {
      throw new AppError('resource-in-use', { detail: 'Someone must stay an active administrator: make another first.' });
    }
    await repo.updatePersonRow(trx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...hashes,
      ...(changes.active !== undefined && { deactivated_at: changes.active ? null : (before.deactivated_at ?? now) }),
    });
    if (deactivating) await repo.deleteSessionsOf(trx, id);
    return (await repo.personById(trx, id))!;
  });
}

/** A new session for a person: its secret goes in the cookie, its digest in the database. */
export async function startSession(db: DB, personId: string, via: SignInMethod, now = Date.now()): Promise<string> {
  const secret = newSecret();
  await repo.insertSession(db, { token_hash: digestOf(secret), person_id: personId, via, created_at: now, last_seen_at: now });
  return secret;
}

/** Checks a sign-in, counting failures per account and per address; the person on success. */
export async function signIn(
  db: DB,
  body: SignInBody,
  address: string,
  now = Date.now(),
): Promise<{ person: repo.PersonRow; via: SignInMethod }> {
  const account = body.badge ?? body.username ?? '';
  const keys = failureKeys(account, address);
  await refuseWhileLocked(db, keys, now);
  const person = body.badge !== undefined ? await repo.personById(db, body.badge) : await repo.personByUsername(db, account);
  const secret = body.password ?? body.pin ?? '';
  const stored = person && person.deactivated_at === null ? (body.password !== undefined ? person.password_hash : person.pin_hash) : null;
  const matches = stored === null ? (await spendAsMuchAsAVerify(secret), false) : await secretMatches(stored, secret);
  if (!person || !matches) {
    await countFailure(db, keys, now);
    throw new AppError('unauthenticated', { title: 'Wrong username, badge, password or PIN.' });
  }
  await clearFailures(db, account);
  return { person, via: body.badge !== undefined ? 'badge' : body.password !== undefined ? 'password' : 'pin' };
}

/** How long a session lives unused is a setting; its last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** The person a session cookie's secret belongs to, or null when it is unknown, ended, or idle too long. */
export async function sessionPrincipal(db: DB, secret: string, idleMs: number, now = Date.now()): Promise<Principal | null> {
  const digest = digestOf(secret);
  const row = await repo.sessionByDigest(db, digest);
  if (!row || row.deactivated_at !== null) return null;
  if (now - row.last_seen_at > idleMs) {
    await repo.deleteSession(db, digest);
    return null;
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) await repo.touchSession(db, digest, now);
  return { name: row.name, role: row.role, personId: row.id, via: row.via };
}

export const endSession = (db: DB, secret: string): Promise<void> => repo.deleteSession(db, digestOf(secret));

/** An integration's token, or null when it is unknown or revoked. */
export async function tokenPrincipal(db: DB, token: string, now = Date.now()): Promise<Principal | null> {
  const row = await repo.tokenByDigest(db, digestOf(token));
  if (!row || row.revoked_at !== null) return null;
  if (row.last_used_at === null || now - row.last_used_at > TOUCH_EVERY_MS) await repo.touchToken(db, row.id, now);
  return { name: row.name, role: row.role, personId: null, via: 'token' };
}

/**
 * A person confirms a hold's release or a delete with their PIN (their password when they have
 * none). Wrong answers count as failed sign-ins, so the header cannot be used to guess a PIN.
 */
export async function confirmWithPin(db: DB, personId: string, pin: string | undefined, address: string, now = Date.now()): Promise<void> {
  const person = await repo.personById(db, personId);
  if (!person) throw new AppError('unauthenticated');
  const keys = failureKeys(person.username, address);
  await refuseWhileLocked(db, keys, now);
  const what = person.pin_hash === null ? 'password' : 'PIN';
  if (pin === undefined || pin === '') {
    throw new AppError('forbidden', {
      title: `Confirm with your ${what}.`,
      detail: `This asks for your ${what} again, in the Lotline-Pin header.`,
    });
  }
  if (!(await secretMatches(person.pin_hash ?? person.password_hash, pin))) {
    await countFailure(db, keys, now);
    throw new AppError('forbidden', { title: `Wrong ${what}.` });
  }
}

export const TOKEN_PREFIX = 'lot_';

export const tokenOf = (row: repo.TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  role: row.role,
  created_by: row.created_by,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});

export async function createToken(db: DB, body: NewTokenBody, createdBy: string, now = Date.now()): Promise<ApiToken & { token: string }> {
  await requireAccountsOn(db);
  const token = `${TOKEN_PREFIX}${newSecret()}`;
  const row = await inTransaction(db, (trx) =>
    repo.insertToken(trx, {
      name: body.name,
      role: body.role,
      token_hash: digestOf(token),
      created_by: createdBy,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    }),
  );
  return { ...tokenOf(row), token };
}

export async function revokeToken(db: DB, id: number, now = Date.now()): Promise<ApiToken> {
  return inTransaction(db, async (trx) => {
    const revoked = (await repo.revokeTokenRow(trx, id, now)) ?? (await repo.tokenById(trx, id));
    if (!revoked) throw new AppError('missing-resource', { detail: `No token ${id}.` });
    return tokenOf(revoked);
  });
}

/** Only a person can make a token: its record names who made it. */
export function requirePerson(principal: Principal | null): string {
  if (!principal?.personId) throw invalid('Authorization', 'a token cannot make tokens; sign in as a person');
  return principal.personId;
}
