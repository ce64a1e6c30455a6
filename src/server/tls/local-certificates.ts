import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readPair, tlsFiles, writePair } from './certificate-files';
import type { KeyPair } from './local-ca';
import type { ServerNames } from './names';
import { caNeedsReplacing, renewalReason } from './renewal';

export interface LocalCertificates {
  /** The CA certificate (PEM) phones install; its key never leaves the data folder. */
  caCert: string;
  /** The server certificate followed by the CA's, and the server's key: what the HTTPS server presents. */
  server: KeyPair;
  /** Why a new server certificate was issued on this start, or null when the one kept was used. */
  issued: string | null;
  caCreated: boolean;
}

/** Whether the key is the certificate's (a start stopped between writing the two files leaves them apart). */
function matches(pair: KeyPair | null): pair is KeyPair {
  if (!pair) return false;
  const spki = (key: ReturnType<typeof createPublicKey>) => key.export({ type: 'spki', format: 'der' });
  return spki(createPublicKey(createPrivateKey(pair.key))).equals(spki(new X509Certificate(pair.cert).publicKey));
}

/** What the HTTPS server presents: the server certificate followed by the CA's, and the server's key. */
const chainOf = (server: KeyPair, ca: KeyPair): KeyPair => ({ cert: `${server.cert.trimEnd()}\n${ca.cert}`, key: server.key });

/**
 * The local CA and the server certificate in the data folder, made on first start and
 * re-issued when the names or addresses changed, the CA changed, or expiry is near.
 */
export async function ensureLocalCertificates(
  dataDir: string,
  names: ServerNames,
  hostname: string,
  now: Date,
): Promise<LocalCertificates> {
  const files = tlsFiles(dataDir);
  const keptCa = readPair(files.ca);
  const ca = matches(keptCa) && !caNeedsReplacing(keptCa.cert, now) ? keptCa : null;
  const kept = readPair(files.server);
  const issued = !matches(kept) ? 'there is none yet' : ca ? renewalReason(kept.cert, ca.cert, names, now) : 'the CA changed';
  if (issued === null && ca && kept) return { caCert: ca.cert, server: chainOf(kept, ca), issued, caCreated: false };
  // Loaded only when a certificate is to be made: its own chunk, which the child process runs.
  const { makeCertificates } = await import('./make-certificates');
  const made = await makeCertificates({ ca, hostname, names, now: now.toISOString() });
  if (!ca) writePair(files.ca, made.ca);
  writePair(files.server, made.server);
  return { caCert: made.ca.cert, server: chainOf(made.server, made.ca), issued, caCreated: !ca };
}
