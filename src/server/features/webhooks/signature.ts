import { createHmac, randomBytes } from 'node:crypto';
import { SECRET_PREFIX } from '../../../shared/contract/webhooks';

/** A new secret: whsec_ and 24 random bytes in base64, as Standard Webhooks secrets are written. */
export const newSecret = (): string => SECRET_PREFIX + randomBytes(24).toString('base64');

/**
 * The webhook-signature header's value (Standard Webhooks): `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's base64-decoded part.
 */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three headers that sign a delivery; the timestamp is the attempt's, in unix seconds. */
export function signedHeaders(secret: string, id: string, nowMs: number, body: string): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}
