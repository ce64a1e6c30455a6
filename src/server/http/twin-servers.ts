import http from 'node:http';
import https from 'node:https';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';

type NodeServer = http.Server | https.Server;

/** What Fastify sets on the server it makes itself, and does not on one a serverFactory makes. */
function applyTimeouts(server: NodeServer, options: FastifyServerOptions): void {
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
}

export interface TwinServers {
  serverFactory: FastifyServerFactory;
  /** The HTTPS server, once Fastify has made its HTTP one; null when there are no credentials. */
  https: () => https.Server | null;
}

/**
 * One Fastify app answering on two servers: the plain HTTP one Fastify listens with, and an
 * HTTPS one beside it on its own port that hands its requests to the same handler (Fastify
 * itself serves one server). A request knows which it came by (request.protocol).
 */
export function twinServers(credentials: { cert: string; key: string } | null): TwinServers {
  let secure: https.Server | null = null;
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const plain = http.createServer(handler);
    applyTimeouts(plain, options);
    if (credentials) {
      secure = https.createServer(credentials, handler);
      applyTimeouts(secure, options);
    }
    return plain;
  };
  return { serverFactory, https: () => secure };
}

/** Listens like Fastify's listen: resolves once bound, rejects on EADDRINUSE and the like. */
export function listen(server: NodeServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
