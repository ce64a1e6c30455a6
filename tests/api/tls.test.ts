// @peculiar/x509's registry needs the Reflect polyfill loaded before it (as in src/server/tls/local-ca.ts).
import 'reflect-metadata';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import * as x509 from '@peculiar/x509';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { tlsFiles } from '../../src/server/tls/certificate-files';
import { prepareHttps } from '../../src/server/tls/https-setup';
import type { TlsInfo } from '../../src/server/tls/tls-info';
import { CA_DAYS, createCa, issueServerCertificate, SERVER_DAYS } from '../../src/server/tls/local-ca';
import { ensureLocalCertificates } from '../../src/server/tls/local-certificates';
import type { Machine, ServerNames } from '../../src/server/tls/names';
import { TlsResource } from '../../src/shared/contract/tls';
import { freshDatabase, type FreshDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { startServer, type ServerProcess } from '../support/server-process';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

/** What a certificate (the first of a chain) may be used for. */
function extensionsOf(pem: string) {
  const cert = new x509.X509Certificate(x509.PemConverter.decodeFirst(pem));
  const constraints = cert.getExtension(x509.BasicConstraintsExtension);
  return {
    ca: constraints?.ca,
    pathLength: constraints?.pathLength,
    keyUsage: cert.getExtension(x509.KeyUsagesExtension)?.usages,
    extendedKeyUsage: cert.getExtension(x509.ExtendedKeyUsageExtension)?.usages,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T12:00:00Z');
const NAMES: ServerNames = { dns: ['localhost', 'plant-pc', 'plant-pc.local'], ips: ['127.0.0.1', '::1', '192.168.1.20'] };

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-tls-'));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const daysBetween = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / DAY_MS;
/** The server certificate alone: the first of the chain the HTTPS server presents. */
const leafOf = (chain: string) => new X509Certificate(chain.slice(0, chain.indexOf('-----END CERTIFICATE-----') + 25));

describe('the local certificate authority', () => {
  let dir: string;
  beforeAll(() => void (dir = scratch()));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a CA that may sign server certificates only, for ten years', async () => {
    const first = await ensureLocalCertificates(dir, NAMES, 'plant-pc', NOW);
    expect(first).toMatchObject({ caCreated: true, issued: 'there is none yet' });
    const ca = new X509Certificate(first.caCert);
    expect(ca.ca).toBe(true);
    expect(ca.subject).toContain('CN=Lotline local CA (plant-pc)');
    expect(ca.checkIssued(ca) && ca.verify(ca.publicKey)).toBe(true);
    expect(Math.round(daysBetween(ca.validFrom, ca.validTo))).toBe(CA_DAYS);
    // keyCertSign and cRLSign, and a path length of 0: it signs end certificates only.
    expect(extensionsOf(first.caCert)).toEqual({
      ca: true,
      pathLength: 0,
      keyUsage: x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
      extendedKeyUsage: undefined,
    });
    expect(ca.publicKey.asymmetricKeyDetails).toMatchObject({ namedCurve: 'prime256v1' });
  });

  it('signs a server certificate for exactly the names, valid from before now for 397 days, for TLS servers only', async () => {
    const { server, caCert } = await ensureLocalCertificates(dir, NAMES, 'plant-pc', NOW);
    const cert = leafOf(server.cert);
    const ca = new X509Certificate(caCert);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.subjectAltName?.split(', ')).toEqual([
      'DNS:localhost',
      'DNS:plant-pc',
      'DNS:plant-pc.local',
      'IP Address:127.0.0.1',
      'IP Address:0:0:0:0:0:0:0:1',
      'IP Address:192.168.1.20',
    ]);
    for (const name of NAMES.dns) expect(cert.checkHost(name)).toBe(name);
    for (const ip of NAMES.ips) expect(cert.checkIP(ip)).toBe(ip);
    expect(cert.checkHost('elsewhere.example')).toBeUndefined();
    expect(extensionsOf(server.cert)).toEqual({
      ca: false,
      pathLength: undefined,
      keyUsage: x509.KeyUsageFlags.digitalSignature,
      extendedKeyUsage: [x509.ExtendedKeyUsage.serverAuth],
    });
    expect(new Date(cert.validFrom).getTime()).toBeLessThan(NOW.getTime());
    expect(daysBetween(NOW.toISOString(), cert.validTo)).toBeCloseTo(SERVER_DAYS, 0);
    // The chain presented is the server certificate, then the CA's.
    expect(server.cert.endsWith(caCert)).toBe(true);
  });

  it('keeps the private keys readable by the server user only', () => {
    const files = tlsFiles(dir);
    expect(modeOf(files.dir)).toBe(0o700);
    expect(modeOf(files.ca.key)).toBe(0o600);
    expect(modeOf(files.server.key)).toBe(0o600);
  });

  it('keeps its certificates when nothing changed', async () => {
    const before = fs.readFileSync(tlsFiles(dir).server.cert, 'utf8');
    const again = await ensureLocalCertificates(dir, NAMES, 'plant-pc', new Date(NOW.getTime() + DAY_MS));
    expect(again).toMatchObject({ caCreated: false, issued: null });
    expect(fs.readFileSync(tlsFiles(dir).server.cert, 'utf8')).toBe(before);
  });

  it('issues a new server certificate from the same CA when a name is added', async () => {
    const { caCert } = await ensureLocalCertificates(dir, NAMES, 'plant-pc', NOW);
    const names = { ...NAMES, dns: [...NAMES.dns, 'lotline.plant.example'] };
    const renewed = await ensureLocalCertificates(dir, names, 'plant-pc', NOW);
    expect(renewed).toMatchObject({ caCreated: false, issued: 'its names or addresses changed', caCert });
    expect(leafOf(renewed.server.cert).checkHost('lotline.plant.example')).toBe('lotline.plant.example');
    expect(leafOf(renewed.server.cert).verify(new X509Certificate(caCert).publicKey)).toBe(true);
    expect(modeOf(tlsFiles(dir).server.key)).toBe(0o600);
  });

  it('issues a new one when a month or less is left, and when the CA is not the one that signed it', async () => {
    await ensureLocalCertificates(dir, NAMES, 'plant-pc', NOW);
    const late = new Date(NOW.getTime() + (SERVER_DAYS - 20) * DAY_MS);
    expect(await ensureLocalCertificates(dir, NAMES, 'plant-pc', late)).toMatchObject({ issued: 'it expires soon' });
    const other = await createCa('elsewhere', NOW);
    const foreign = await issueServerCertificate(other, NAMES, NOW);
    expect(foreign.cert).not.toBe('');
    fs.writeFileSync(tlsFiles(dir).server.cert, foreign.cert);
    fs.writeFileSync(tlsFiles(dir).server.key, foreign.key);
    expect(await ensureLocalCertificates(dir, NAMES, 'plant-pc', late)).toMatchObject({ issued: 'the CA changed' });
  });
});

describe('HTTPS settings', () => {
  const machine: Machine = {
    hostname: 'plant-pc',
    interfaces: { eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }] },
  };

  it('is off with HTTPS_PORT=0 (not when empty), and refuses a certificate without its key', async () => {
    expect(await prepareHttps(readConfig({ HTTPS_PORT: '0' }), machine, NOW)).toBeNull();
    expect(() => readConfig({ HTTPS_CERT: '/etc/ssl/lotline.pem' })).toThrow(/HTTPS_CERT and HTTPS_KEY go together/);
    // Set but empty, as a template's "HTTPS_PORT=" line leaves it, is the default, not off.
    expect(readConfig({ HTTPS_PORT: '' }).https).toMatchObject({ mode: 'local-ca', port: 8443 });
  });

  it('names the machine, its addresses and HTTPS_HOSTNAMES, in the data folder beside the database', async () => {
    const dir = scratch();
    const config = readConfig({ SQLITE_PATH: path.join(dir, 'lotline.db'), HTTPS_HOSTNAMES: 'lotline.plant.example, 10.0.0.5' });
    const setup = await prepareHttps(config, machine, NOW);
    expect(setup?.info.names).toEqual({
      dns: ['lotline.plant.example', 'localhost', 'plant-pc', 'plant-pc.local'],
      ips: ['10.0.0.5', '127.0.0.1', '::1', '192.168.1.20'],
    });
    expect(fs.existsSync(tlsFiles(dir).ca.key)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a certificate the installer brings, with no CA of its own', async () => {
    const dir = scratch();
    const ca = await createCa('their-ca', NOW);
    const own = await issueServerCertificate(ca, { dns: ['lotline.plant.example'], ips: [] }, NOW);
    fs.writeFileSync(path.join(dir, 'cert.pem'), own.cert);
    fs.writeFileSync(path.join(dir, 'key.pem'), own.key, { mode: 0o600 });
    const config = readConfig({ DATA_DIR: dir, HTTPS_CERT: path.join(dir, 'cert.pem'), HTTPS_KEY: path.join(dir, 'key.pem') });
    const setup = await prepareHttps(config, machine, NOW);
    expect(setup?.info).toEqual({ mode: 'own-certificate', port: 8443, caCert: null, names: { dns: ['lotline.plant.example'], ips: [] } });
    expect(setup?.credentials).toEqual(own);
    expect(fs.existsSync(tlsFiles(dir).dir)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the Connect routes without a local CA', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp()));
  afterAll(() => t.close());

  it('have no CA to give', async () => {
    expectProblem(await t.app.inject({ url: '/api/tls/ca.pem' }), 'missing-resource', 404);
    expectProblem(await t.app.inject({ url: '/api/tls/ca.mobileconfig' }), 'missing-resource', 404);
    const state = TlsResource.parse((await t.app.inject({ url: '/api/tls' })).json()).state;
    expect(state).toEqual({ mode: 'off', port: null, caFingerprint: null, addresses: [] });
  });

  it('list the addresses of a certificate the installer brought', async () => {
    const info: TlsInfo = {
      mode: 'own-certificate',
      port: 443,
      caCert: null,
      names: { dns: ['*.plant.example', 'lotline.plant.example'], ips: [] },
    };
    const app = await buildApp({ db: t.db, staticDir: null, tls: info });
    const state = TlsResource.parse((await app.inject({ url: '/api/tls' })).json()).state;
    expect(state.addresses.map((address) => address.url)).toEqual(['https://lotline.plant.example/']);
    await app.close();
  });
});

/** A TLS handshake with the server as a phone that installed `ca` and opened `name` would make it. */
function handshake(
  port: number,
  name: string,
  ca: string,
): Promise<{ authorized: boolean; error: Error | null; peer: tls.PeerCertificate }> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername: name, ca, rejectUnauthorized: false }, () => {
      resolve({ authorized: socket.authorized, error: socket.authorizationError ?? null, peer: socket.getPeerCertificate() });
      socket.end();
    });
    socket.on('error', reject);
  });
}

describe('the server over HTTPS', () => {
  let database: FreshDatabase;
  let server: ServerProcess;
  let httpsPort: number;
  let dataDir: string;
  beforeAll(async () => {
    database = await freshDatabase(inject('sqliteTemplate'));
    dataDir = scratch();
    httpsPort = await freePort();
    server = await startServer({ ...database.env, DATA_DIR: dataDir, HTTPS_PORT: String(httpsPort), HTTPS_HOSTNAMES: 'lotline.test' });
  });
  afterAll(async () => {
    server.kill('SIGTERM');
    await server.exited;
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('presents a certificate the CA it serves vouches for, at the name given in HTTPS_HOSTNAMES', async () => {
    const answer = await fetch(`${server.url}/api/tls/ca.pem`);
    expect(answer.headers.get('content-type')).toBe('application/x-pem-file');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="lotline-ca.pem"');
    const ca = await answer.text();
    expect(ca).toBe(fs.readFileSync(tlsFiles(dataDir).ca.cert, 'utf8'));
    const { authorized, error, peer } = await handshake(httpsPort, 'lotline.test', ca);
    expect(error).toBeNull();
    expect(authorized).toBe(true);
    expect(peer.subjectaltname).toContain('DNS:lotline.test');
    expect(await handshake(httpsPort, 'elsewhere.example', ca)).toMatchObject({ authorized: false });
    expect(server.output()).toContain(`serving on https://localhost:${httpsPort}`);
    expect(server.output()).toMatch(/Connect a phone: open http:\/\/\S+\/connect/);
  });

  it('lists its https addresses with QR codes, and gives the CA as an iOS profile', async () => {
    const state = TlsResource.parse(await (await fetch(`${server.url}/api/tls`)).json()).state;
    expect(state.mode).toBe('local-ca');
    expect(state.caFingerprint).toBe(new X509Certificate(fs.readFileSync(tlsFiles(dataDir).ca.cert)).fingerprint256);
    expect(state.addresses.map((address) => address.url)).toContain(`https://lotline.test:${httpsPort}/`);
    expect(state.addresses.every((address) => address.qr.startsWith('<svg'))).toBe(true);
    const profile = await fetch(`${server.url}/api/tls/ca.mobileconfig`);
    expect(profile.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    const der = new X509Certificate(fs.readFileSync(tlsFiles(dataDir).ca.cert)).raw.toString('base64');
    expect(await profile.text()).toContain(`<data>${der}</data>`);
  });

  it('never answers a private key', async () => {
    for (const route of ['/api/tls', '/api/tls/ca.pem', '/api/tls/ca.mobileconfig']) {
      const body = await (await fetch(`${server.url}${route}`)).text();
      expect(body).not.toMatch(/PRIVATE KEY/);
      for (const key of [tlsFiles(dataDir).ca.key, tlsFiles(dataDir).server.key]) {
        const base64 = fs.readFileSync(key, 'utf8').split('\n').slice(1, -2).join('');
        expect(body).not.toContain(base64.slice(0, 40));
      }
    }
  });
});
