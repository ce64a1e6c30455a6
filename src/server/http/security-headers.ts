import type { FastifyInstance, FastifyReply } from 'fastify';

/** Directives every policy keeps: nothing may frame a page, rebase its links or run a plugin. */
const ALWAYS = ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'"];

/** A Content-Security-Policy of the given directives plus the ones every answer keeps. */
export const contentSecurityPolicy = (...directives: string[]): string => [...directives, ...ALWAYS].join('; ');

/**
 * The label service the client prints through (LABEL_SERVICE in src/client/ui/print-button.tsx);
 * its fetch is blocked unless connect-src names it.
 */
const LABEL_SERVICE = 'http://localhost:8899';

/**
 * Only the app's own files run: the built client has no inline script, and zod is told not to
 * probe eval (src/client/app/zod-without-eval.ts). React sets style props through the CSSOM,
 * which CSP does not govern, so style attributes in markup stay refused (style-src-attr falls
 * back to default-src). <style> elements are allowed inline for one reason: the label sheet
 * sets the printed page size with an @page rule built from the chosen size. Labels draw
 * barcodes as data: SVG images; the camera is a MediaStream set as srcObject (no media-src).
 */
const APP_POLICY = contentSecurityPolicy(
  "default-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  `connect-src 'self' ${LABEL_SERVICE}`,
  "form-action 'self'",
);

/** Features the app does not use are refused outright; the camera is for the app itself only. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
].join(', ');

const SECURITY_HEADERS = {
  'content-security-policy': APP_POLICY,
  // frame-ancestors for browsers that predate it.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': PERMISSIONS_POLICY,
  // Other sites may not embed our answers (e.g. an API path as a <script> or <img>).
  'cross-origin-resource-policy': 'same-origin',
} as const;

export const setSecurityHeaders = (reply: FastifyReply): FastifyReply => reply.headers(SECURITY_HEADERS);

/**
 * Puts the security headers on every answer, set before routing so that problems, 404s and
 * static files carry them too. A route may replace the policy with a stricter one of its own.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    setSecurityHeaders(reply);
  });
}
