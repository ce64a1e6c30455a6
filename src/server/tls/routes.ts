import { X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TlsResource } from '../../shared/contract/tls';
import { AppError } from '../http/app-error';
import { apiRoute } from '../http/api-route';
import type { TlsInfo } from './tls-info';
import { caProfile } from './mobileconfig';
import { reachableHosts, urlAt } from './addresses';

/** The CA is only there when the server made it; with the installer's certificate, or HTTPS off, there is none to install. */
function caOf(tls: TlsInfo): string {
  if (tls.caCert === null) {
    throw new AppError('missing-resource', {
      detail: 'This server has no local certificate authority: HTTPS is off or uses a certificate of its own.',
    });
  }
  return tls.caCert;
}

const download = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-cache' });

/**
 * GET /api/tls (the https addresses, each with a QR code), /api/tls/ca.pem and
 * /api/tls/ca.mobileconfig (the local CA's certificate, for Android and for iOS). None of
 * them ever answers a private key: they are given only the public TlsInfo.
 */
export function tlsRoutes(tls: TlsInfo) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'getTls',
      {
        tag: 'Connect',
        summary: 'The https addresses of this server, with QR codes',
        success: { status: 200, description: 'How HTTPS is served, and the addresses a phone may open.', schema: TlsResource },
      },
      async (_input, _request, reply) => {
        // bwip-js is loaded on first use only, as for the labels (src/server/features/labels/renderers.ts).
        const { qrSvg } = await import('./qr-svg');
        const { port } = tls;
        const urls = port === null ? [] : reachableHosts(tls.names).map((host) => urlAt('https', host, port));
        const resource: TlsResource = {
          Id: '/api/tls',
          state: {
            mode: tls.mode,
            port,
            caFingerprint: tls.caCert && new X509Certificate(tls.caCert).fingerprint256,
            addresses: urls.map((url) => ({ url, qr: qrSvg(url) })),
          },
        };
        return reply.header('cache-control', 'no-cache').send(resource);
      },
    );

    apiRoute(
      app,
      'getTlsCa',
      {
        tag: 'Connect',
        summary: 'The local certificate authority, as PEM',
        success: {
          status: 200,
          description: 'The CA certificate, for Android and desktop browsers to install.',
          mediaType: 'application/x-pem-file',
        },
        problems: ['missing-resource'],
      },
      async (_input, _request, reply) => reply.type('application/x-pem-file').headers(download('lotline-ca.pem')).send(caOf(tls)),
    );

    apiRoute(
      app,
      'getTlsProfile',
      {
        tag: 'Connect',
        summary: 'The local certificate authority, as an iOS configuration profile',
        success: {
          status: 200,
          description: 'An unsigned profile holding the CA certificate.',
          mediaType: 'application/x-apple-aspen-config',
        },
        problems: ['missing-resource'],
      },
      async (_input, _request, reply) =>
        reply
          .type('application/x-apple-aspen-config')
          .headers(download('lotline-ca.mobileconfig'))
          .send(caProfile(caOf(tls))),
    );
  };
}
