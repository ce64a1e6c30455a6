import { z } from 'zod';
import { ROLES } from '../permissions';
import { body, expected, text } from './fields';

/** Person ids are labels of their own kind, so a badge scans like any other label. */
export const PersonId = z.string({ error: expected('str') }).regex(/^PER[0-9]{1,9}$/, "must start with 'PER' followed by 1 to 9 digits");

/** Letters, digits and . _ - ; compared without case, so "Ann" and "ann" are one account. */
export const Username = text(64)
  .trim()
  .min(1, 'must not be blank')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'must be letters, digits, dots, dashes or underscores')
  .transform((name) => name.toLowerCase());

export const MIN_PASSWORD_LENGTH = 8;
export const Password = text(256).min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`);

/** What a person types on a shared phone to switch to themselves, and to confirm a release or a delete. */
export const Pin = z.string({ error: expected('str') }).regex(/^[0-9]{4,8}$/, 'must be 4 to 8 digits');

export const PersonName = text(200).trim().min(1, 'must not be blank');

export const Role = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });

export const SIGN_IN_METHODS = ['password', 'pin', 'badge'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A person as the API shows them; hashes never leave the server. */
export const Person = z.object({
  id: PersonId,
  username: z.string(),
  name: z.string(),
  role: Role,
  has_pin: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  deactivated_at: z.string().nullable(),
});
export type Person = z.infer<typeof Person>;

/** POST /api/accounts/init: the first administrator, which turns accounts on. */
export const InitAccountsBody = body({ username: Username, password: Password, name: PersonName, pin: Pin.optional() });
export type InitAccountsBody = z.input<typeof InitAccountsBody>;

/**
 * POST /api/session: a username with a password or a PIN, or a scanned badge (the person's id)
 * with the PIN.
 */
export const SignInBody = body({
  username: Username.optional(),
  badge: PersonId.optional(),
  password: Password.optional(),
  pin: Pin.optional(),
}).refine(
  ({ username, badge, password, pin }) =>
    (username !== undefined) !== (badge !== undefined) &&
    (password !== undefined) !== (pin !== undefined) &&
    (badge === undefined || pin !== undefined),
  'must give a username and a password or a PIN, or a badge and a PIN',
);
export type SignInBody = z.output<typeof SignInBody>;

/** GET /api/session: whether accounts are on, and who is signed in on this device. */
export const SessionState = z.object({
  accounts: z.boolean(),
  person: Person.nullable(),
  via: z.enum(SIGN_IN_METHODS).nullable(),
  /** a token's name when an integration calls */
  token: z.string().nullable(),
});
export type SessionState = z.infer<typeof SessionState>;

/** POST /api/people */
export const NewPersonBody = body({ username: Username, name: PersonName, role: Role, password: Password, pin: Pin.optional() });
export type NewPersonBody = z.input<typeof NewPersonBody>;

/** PATCH /api/person/{id}: a person is deactivated, never deleted, and keeps their name in every record. */
export const UpdatePersonBody = body({
  name: PersonName.optional(),
  role: Role.optional(),
  password: Password.optional(),
  pin: Pin.nullable().optional(),
  active: z.boolean({ error: expected('bool') }).optional(),
});
export type UpdatePersonBody = z.input<typeof UpdatePersonBody>;

export const PersonParams = z.object({ id: PersonId });

export const PeopleList = z.object({ items: z.array(Person) });

/** An API token as listed: its secret is shown once, when it is made. */
export const ApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  role: Role,
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

export const TokenList = z.object({ items: z.array(ApiToken) });

/** POST /api/tokens */
export const NewTokenBody = body({ name: PersonName, role: Role });
export type NewTokenBody = z.input<typeof NewTokenBody>;

export const NewTokenAnswer = ApiToken.extend({ token: z.string() });

/** A token's number, as a path carries it. */
export const TokenParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be a token number') });
