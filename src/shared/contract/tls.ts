import { z } from 'zod';

/** How the server serves HTTPS: its own local CA, a certificate the installer brought, or not at all (HTTPS_PORT=0). */
export const HttpsMode = z.enum(['local-ca', 'own-certificate', 'off']);
export type HttpsMode = z.infer<typeof HttpsMode>;

/** An https address of the server, with a QR code of it (an SVG document) for a phone's camera. */
export const HttpsAddress = z.object({ url: z.string(), qr: z.string() });
export type HttpsAddress = z.infer<typeof HttpsAddress>;

/** What a phone needs to connect: the https addresses, and whether there is a local CA to install. */
export const TlsResource = z.object({
  Id: z.literal('/api/tls'),
  state: z.object({
    mode: HttpsMode,
    /** The HTTPS port; null when HTTPS is off. */
    port: z.number().int().nullable(),
    /** The local CA certificate's SHA-256 fingerprint, to compare with the server's start-up log; null without a local CA. */
    caFingerprint: z.string().nullable(),
    /** Every name and address the certificate covers but this machine's own loopback ones. */
    addresses: z.array(HttpsAddress),
  }),
});
export type TlsResource = z.infer<typeof TlsResource>;
