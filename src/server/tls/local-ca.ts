// tsyringe, which @peculiar/x509 registers its algorithms with, needs the Reflect polyfill loaded first.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import type { ServerNames } from './names';

x509.cryptoProvider.set(webcrypto as Crypto);

/** ECDSA P-256 with SHA-256: quick to make and to handshake with, and every phone since 2015 accepts it. */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The CA outlives many server certificates; a phone installs it once. */
export const CA_DAYS = 3650;
/** Apple refuses TLS certificates valid for more than 825 days, and browsers flag more than 398. */
export const SERVER_DAYS = 397;
/** Certificates start an hour early, so a phone whose clock is a little behind accepts a fresh one. */
const CLOCK_SKEW_MS = 60 * 60 * 1000;

/** A certificate and its private key, both PEM. */
export interface KeyPair {
  cert: string;
  key: string;
}

async function newKeys(): Promise<CryptoKeyPair> {
  return webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
}

async function keyPem(key: CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

const validity = (now: Date, days: number) => ({
  notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
  notAfter: new Date(now.getTime() + days * DAY_MS),
});

/** A random positive serial number, as RFC 5280 asks: 16 bytes, the top bit clear. */
function serialNumber(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

/** A new certificate authority that may sign server certificates only (path length 0). */
export async function createCa(hostname: string, now: Date): Promise<KeyPair> {
  const keys = await newKeys();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: [{ CN: [`Lotline local CA (${hostname})`] }, { O: ['Lotline'] }],
    ...validity(now, CA_DAYS),
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert: cert.toString('pem'), key: await keyPem(keys.privateKey) };
}

/** A server certificate for these names, signed by the CA. */
export async function issueServerCertificate(ca: KeyPair, names: ServerNames, now: Date): Promise<KeyPair> {
  const caCert = new x509.X509Certificate(ca.cert);
  const caKey = await webcrypto.subtle.importKey('pkcs8', x509.PemConverter.decodeFirst(ca.key), ALGORITHM, false, ['sign']);
  const keys = await newKeys();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: [{ CN: [names.dns[0] ?? 'localhost'] }, { O: ['Lotline'] }],
    issuer: caCert.subjectName,
    ...validity(now, SERVER_DAYS),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: caKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...names.dns.map((value) => ({ type: 'dns' as const, value })),
        ...names.ips.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caCert),
    ],
  });
  return { cert: cert.toString('pem'), key: await keyPem(keys.privateKey) };
}
