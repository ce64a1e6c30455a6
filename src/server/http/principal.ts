import type { FastifyInstance } from 'fastify';
import type { SignInMethod } from '../../shared/contract/people';
import type { Role } from '../../shared/permissions';

/** Who a request comes from once accounts are on: a signed-in person or an integration's token. */
export interface Principal {
  /** what every record the request makes names as its actor */
  readonly name: string;
  readonly role: Role;
  /** the person, or null for a token, which is no person */
  readonly personId: string | null;
  readonly via: SignInMethod | 'token';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null with accounts off, and on the public routes before anyone signed in */
    principal: Principal | null;
  }
}

export function decoratePrincipal(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
}
