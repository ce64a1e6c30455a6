import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readPair, tlsFiles, writePair } from './certificate-files';
import { createCa, issueServerCertificate, type KeyPair } from './local-ca';
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
  const ca = matches(keptCa) && !caNeedsReplacing(keptCa.cert, now) ? keptCa : await createCa(hostname, now);
  if (ca !== keptCa) writePair(files.ca, ca);
  const kept = readPair(files.server);
  const issued = matches(kept) ? renewalReason(kept.cert, ca.cert, names, now) : 'there is none yet';
  const server = issued === null && kept ? kept : await issueServerCertificate(ca, names, now);
  if (server !== kept) writePair(files.server, server);
  return { caCert: ca.cert, server: { cert: `${server.cert.trimEnd()}\n${ca.cert}`, key: server.key }, issued, caCreated: ca !== keptCa };
}
