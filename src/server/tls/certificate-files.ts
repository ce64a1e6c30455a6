import fs from 'node:fs';
import path from 'node:path';
import type { KeyPair } from './local-ca';

/** Where one certificate and its key live in the TLS folder. */
export interface PairFiles {
  cert: string;
  key: string;
}

export const tlsFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'tls');
  return {
    dir,
    ca: { cert: path.join(dir, 'ca.pem'), key: path.join(dir, 'ca-key.pem') },
    server: { cert: path.join(dir, 'server.pem'), key: path.join(dir, 'server-key.pem') },
  };
};

/** The pair, or null when either file is missing. */
export function readPair(files: PairFiles): KeyPair | null {
  if (!fs.existsSync(files.cert) || !fs.existsSync(files.key)) return null;
  return { cert: fs.readFileSync(files.cert, 'utf8'), key: fs.readFileSync(files.key, 'utf8') };
}

/**
 * Writes a private key readable by the server's user only (0600; the folder is 0700). The
 * key is written to a new file and renamed over the old, so a crash never leaves half a key,
 * and a key file once made readable to others is not reused.
 */
function writePrivate(file: string, text: string): void {
  const next = `${file}.next`;
  fs.rmSync(next, { force: true });
  fs.writeFileSync(next, text, { mode: 0o600, flag: 'wx' });
  fs.renameSync(next, file);
}

export function writePair(files: PairFiles, pair: KeyPair): void {
  fs.mkdirSync(path.dirname(files.key), { recursive: true, mode: 0o700 });
  writePrivate(files.key, pair.key);
  fs.writeFileSync(files.cert, pair.cert, { mode: 0o644 });
}
