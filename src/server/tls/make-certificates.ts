import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeyPair } from './local-ca';
import type { ServerNames } from './names';

/**
 * Certificates are made in a short-lived child process that runs this file: the X.509
 * library and what it brings (reflect-metadata, tsyringe, asn1js) held about 10 MB of the
 * server's memory once loaded, and a loaded module is never given back, while a server
 * makes certificates only on its first start, at renewals and when its names change.
 */

export interface CertificateRequest {
  /** The CA to sign with; null makes a new one first. */
  ca: KeyPair | null;
  /** The machine's name, which a new CA's name carries. */
  hostname: string;
  names: ServerNames;
  /** ISO time the certificates are valid from (less an hour of clock skew). */
  now: string;
}

export interface MadeCertificates {
  ca: KeyPair;
  server: KeyPair;
}

const CHILD_FLAG = '--make-certificates';
const THIS_FILE = fileURLToPath(import.meta.url);

async function make({ ca, hostname, names, now }: CertificateRequest): Promise<MadeCertificates> {
  const { createCa, issueServerCertificate } = await import('./local-ca');
  const at = new Date(now);
  const signer = ca ?? (await createCa(hostname, at));
  return { ca: signer, server: await issueServerCertificate(signer, names, at) };
}

/** Makes a server certificate (and first a CA, when none is given) in a child process. */
export function makeCertificates(request: CertificateRequest): Promise<MadeCertificates> {
  // Run from the sources (the tests, `npm run serve`), the child needs tsx's loader too.
  const loader = THIS_FILE.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, THIS_FILE, CHILD_FLAG], { cwd: path.dirname(THIS_FILE) });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Through stdin, not the arguments or the environment, which other users may read: it holds the CA's key.
  child.stdin.end(JSON.stringify(request));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(output) as MadeCertificates);
      else reject(new Error(`making the HTTPS certificates failed (exit code ${code}):\n${errors}`));
    });
  });
}

async function answerParent(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  process.stdout.write(JSON.stringify(await make(JSON.parse(input) as CertificateRequest)));
}

if (process.argv[2] === CHILD_FLAG) {
  answerParent().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
