import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A session's or token's secret: 256 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: enough to recognise it, nothing to sign in with. */
export const digestOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Argon2id: the library's Algorithm enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** Passwords and PINs are kept as argon2id hashes at the library's recommended cost. */
export const hashSecret = (secret: string): Promise<string> => hash(secret, { algorithm: ARGON2ID });

export const secretMatches = (stored: string, secret: string): Promise<boolean> => verify(stored, secret);

/**
 * Checked when no such person exists, so a wrong username takes as long as a wrong password
 * and the answer's timing does not tell which usernames exist.
 */
let decoy: Promise<string> | null = null;
export async function spendAsMuchAsAVerify(secret: string): Promise<void> {
  decoy ??= hashSecret(newSecret());
  await secretMatches(await decoy, secret);
}
