import net from 'node:net';
import type { ServerNames } from './names';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The hosts another device may reach the server at: every name and address the certificate
 * covers but this machine's own loopback ones and wildcards. IPv4 addresses come first: a
 * phone on the plant's Wi-Fi reaches those whatever its DNS knows; then host names, then
 * IPv6 addresses (bracketed, as URLs write them).
 */
export function reachableHosts(names: ServerNames): string[] {
  return [
    ...names.ips.filter((ip) => net.isIPv4(ip) && !LOOPBACK.has(ip)),
    ...names.dns.filter((name) => !name.includes('*') && !LOOPBACK.has(name)),
    ...names.ips.filter((ip) => net.isIPv6(ip) && !LOOPBACK.has(ip)).map((ip) => `[${ip}]`),
  ];
}

/** The server's address on a host and port, the port left out where it is the scheme's own. */
export const urlAt = (scheme: 'http' | 'https', host: string, port: number): string => new URL(`${scheme}://${host}:${port}/`).href;
