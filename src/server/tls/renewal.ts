import { X509Certificate } from 'node:crypto';
import { namesOf, sameNames, type ServerNames } from './names';

/** A server certificate is replaced this long before it expires, at the first start in that time. */
export const RENEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the server needs a new certificate, or null when the one it has will do: it must name
 * exactly the names the server has now, be signed by the current CA and be valid for a while yet.
 */
export function renewalReason(serverCert: string, caCert: string, names: ServerNames, now: Date): string | null {
  const cert = new X509Certificate(serverCert);
  const ca = new X509Certificate(caCert);
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey)) return 'the CA changed';
  if (!sameNames(namesOf(serverCert), names)) return 'its names or addresses changed';
  if (new Date(cert.validTo).getTime() - now.getTime() < RENEW_DAYS * DAY_MS) return 'it expires soon';
  return null;
}

/** Whether the CA is still good to sign with: a CA that has expired, or soon will, is made again. */
export function caNeedsReplacing(caCert: string, now: Date): boolean {
  return new Date(new X509Certificate(caCert).validTo).getTime() - now.getTime() < RENEW_DAYS * DAY_MS;
}
