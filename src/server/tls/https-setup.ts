import fs from 'node:fs';
import os from 'node:os';
import type { Config } from '../config';
import { ensureLocalCertificates } from './local-certificates';
import { namesOf, serverNames, type Machine } from './names';
import type { TlsInfo } from './tls-info';

/** HTTPS as the server will serve it: the public part, the server's certificate chain and key, and a line for the log. */
export interface HttpsSetup {
  info: TlsInfo;
  credentials: { cert: string; key: string };
  note: string;
}

const thisMachine = (): Machine => ({ hostname: os.hostname(), interfaces: os.networkInterfaces() });

/** Reads the installer's certificate and key, or makes (or keeps) the local CA's; null when HTTPS is off. */
export async function prepareHttps(config: Config, machine = thisMachine(), now = new Date()): Promise<HttpsSetup | null> {
  const { https } = config;
  if (https.mode === 'off') return null;
  if (https.mode === 'own-certificate') {
    const cert = fs.readFileSync(https.certFile, 'utf8');
    return {
      info: { mode: https.mode, port: https.port, caCert: null, names: namesOf(cert) },
      credentials: { cert, key: fs.readFileSync(https.keyFile, 'utf8') },
      note: `HTTPS with the certificate in ${https.certFile}`,
    };
  }
  const names = serverNames(config.host, https.extraNames, machine);
  const local = await ensureLocalCertificates(config.dataDir, names, machine.hostname, now);
  const made = [local.caCreated && 'a new local CA', local.issued && `a new server certificate (${local.issued})`].filter(Boolean);
  return {
    info: { mode: https.mode, port: https.port, caCert: local.caCert, names },
    credentials: local.server,
    note: `HTTPS with the local CA in ${config.dataDir}${made.length > 0 ? `: made ${made.join(' and ')}` : ''}`,
  };
}
