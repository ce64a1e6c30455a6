import type { FastifyInstance } from 'fastify';
import { actorOf, actorOfPrincipal, type Actor } from './actor';
import { decoratePrincipal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** who does what the request asks (actorOf); null when it names no one */
    actor: Actor | null;
  }
}

/**
 * Gives every request its actor, resolved once after its body is read and before its handler
 * runs: the signed-in person or token once accounts are on (whatever the body names), else the
 * person the body names.
 */
export function resolveActors(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  decoratePrincipal(app);
  app.addHook('preHandler', (request, _reply, done) => {
    const { principal } = request;
    request.actor = principal ? actorOfPrincipal(principal) : actorOf(request);
    done();
  });
}
