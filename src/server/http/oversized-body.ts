import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** How much of a refused body is read and dropped before the connection is cut instead. */
const DISCARD_CAP = 64 * 1024 * 1024;

/**
 * Refuses a body whose declared length is over the limit before a byte of it is read. A route
 * that sets its own bodyLimit (the CSV import) is held to that one instead.
 */
export function refuseDeclaredOversize(app: FastifyInstance, limit: number): void {
  app.addHook('onRequest', async (request) => {
    const max = request.routeOptions.bodyLimit ?? limit;
    if (Number(request.headers['content-length']) > max) {
      throw new AppError('payload-too-large', { detail: `The body may be at most ${max} bytes.` });
    }
  });
}

/**
 * Keeps the connection open after a 413 and drops the rest of the body as it arrives.
 * Fastify asks to close instead; closing a socket with unread bytes in it makes the kernel
 * reset the connection, and a client still sending its body then fails (EPIPE, ECONNRESET)
 * before it reads the 413. Past DISCARD_CAP the client has had its chance and is cut off.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  let dropped = 0;
  request.raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_CAP) request.raw.socket.destroy();
  });
  request.raw.resume();
}
