import { X509Certificate } from 'node:crypto';
import net from 'node:net';
import type os from 'node:os';

/** The names a server certificate covers: host names (DNS) and addresses (IP), in the order they are listed. */
export interface ServerNames {
  dns: string[];
  ips: string[];
}

export interface Machine {
  hostname: string;
  interfaces: ReturnType<typeof os.networkInterfaces>;
}

/** One spelling per address (`fd00::12`, not `FD00:0:0:0:0:0:0:12`), so sets of names compare. */
export function canonicalIp(ip: string): string {
  return net.isIPv6(ip) ? new URL(`http://[${ip}]`).hostname.slice(1, -1) : ip;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * The addresses a server bound to `host` is reached at: every interface's for a wildcard
 * (IPv6 ones only for `::`), or the host itself. Link-local IPv6 addresses are left out: a
 * URL cannot carry their zone, so no browser reaches them by certificate name.
 */
function listenAddresses(host: string, interfaces: Machine['interfaces']): string[] {
  if (!WILDCARD_HOSTS.has(host)) return net.isIP(host) ? [host] : [];
  return Object.values(interfaces)
    .flat()
    .filter((entry) => entry !== undefined)
    .filter((entry) => entry.family === 'IPv4' || (host === '::' && !entry.address.startsWith('fe80:')))
    .map((entry) => entry.address);
}

/**
 * What the local CA's server certificate names: localhost and its addresses, the machine's
 * host name and its `.local` (mDNS) name, every address the server listens on, and the extra
 * names given in HTTPS_HOSTNAMES (host names or addresses).
 */
export function serverNames(host: string, extraNames: string[], machine: Machine): ServerNames {
  const hostname = machine.hostname.toLowerCase().replace(/\.local$/, '');
  const given = [...extraNames.map((name) => name.toLowerCase()), 'localhost', '127.0.0.1', '::1', hostname, `${hostname}.local`];
  const all = [...given, ...listenAddresses(host, machine.interfaces)];
  const dns = all.filter((name) => net.isIP(name) === 0 && name !== '');
  const ips = all.filter((name) => net.isIP(name) !== 0).map(canonicalIp);
  return { dns: [...new Set(dns)], ips: [...new Set(ips)] };
}

/** Whether two certificates would name the same hosts, in whatever order. */
export function sameNames(a: ServerNames, b: ServerNames): boolean {
  const key = (names: ServerNames) => [...names.dns.map((name) => `dns:${name}`), ...names.ips.map((ip) => `ip:${ip}`)].sort().join(',');
  return key(a) === key(b);
}

/**
 * One entry of the subject alternative names as Node's X509Certificate writes them:
 * `DNS:localhost`, `IP Address:0:0:0:0:0:0:0:1`, and a value with a comma or quote in it
 * JSON-quoted (`DNS:"a\u002cb"`), so an unquoted value never holds a comma.
 */
const ALT_NAME = /([^:,]+):("(?:[^"\\]|\\.)*"|[^,]*)(?:, |$)/g;

/** The host names and addresses in a subjectAltName text; other kinds (email, URI) are left out. */
export function parseAltNames(text: string): ServerNames {
  const names: ServerNames = { dns: [], ips: [] };
  for (const [, kind, written = ''] of text.matchAll(ALT_NAME)) {
    const value = written.startsWith('"') ? (JSON.parse(written) as string) : written;
    if (kind === 'DNS') names.dns.push(value);
    else if (kind === 'IP Address') names.ips.push(canonicalIp(value));
  }
  return names;
}

/**
 * The names a certificate (the first of a PEM chain) covers. Node's own X.509 parser reads
 * them: the X.509 library is loaded only to make certificates (make-certificates.ts).
 */
export const namesOf = (certPem: string): ServerNames => parseAltNames(new X509Certificate(certPem).subjectAltName ?? '');
