import type { FastifyInstance } from 'fastify';
import { actorOf, type Actor } from './actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** who does what the request asks (actorOf); null when it names no one */
    actor: Actor | null;
  }
}

/** Gives every request its actor, resolved once after its body is read and before its handler runs. */
export function resolveActors(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('preHandler', (request, _reply, done) => {
    request.actor = actorOf(request);
    done();
  });
}
