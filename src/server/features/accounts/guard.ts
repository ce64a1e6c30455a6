import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PIN_HEADER, ROUTE_ACCESS, roleAllows } from '../../../shared/permissions';
import type { RouteName } from '../../../shared/routes';
import { accountsKnown, accountsOn } from '../../core/accounts-on';
import { currentSettings } from '../../core/settings';
import type { DB } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/principal';
import { confirmWithPin, sessionPrincipal, tokenPrincipal } from './service';

export const SESSION_COOKIE = 'lotline_session';

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/** The session cookie's options: the browser keeps it as long as the session may stay idle. */
export const sessionCookie = (request: FastifyRequest, maxAgeSeconds: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: request.protocol === 'https',
  maxAge: maxAgeSeconds,
});

/**
 * With accounts on, every API request must come from a signed-in person or a token whose role
 * holds the route's permission (ROUTE_ACCESS), and a person confirms a release or a delete with
 * their PIN; with accounts off this does nothing. Checked before the body is read, so a refused
 * request costs nothing more.
 */
export async function guardRequests(app: FastifyInstance, db: DB): Promise<void> {
  await app.register(cookie);

  const principalOf = async (request: FastifyRequest): Promise<Principal | null> => {
    const bearer = bearerOf(request);
    if (bearer !== null) return tokenPrincipal(db, bearer);
    const secret = request.cookies[SESSION_COOKIE];
    if (!secret) return null;
    return sessionPrincipal(db, secret, (await currentSettings(db)).session_idle_hours * 3_600_000);
  };

  const check = async (request: FastifyRequest, name: RouteName): Promise<void> => {
    if (!(await accountsOn(db))) return;
    request.principal = await principalOf(request);
    const access = ROUTE_ACCESS[name];
    if (access.permission === 'public') return;
    const principal = request.principal;
    if (!principal) throw new AppError('unauthenticated', { detail: 'Accounts are on: sign in, or send an API token.' });
    if (!roleAllows(principal.role, access.permission)) {
      throw new AppError('forbidden', {
        detail: `This needs the permission ${access.permission}, which the role ${principal.role} does not have.`,
        permission: access.permission,
      });
    }
    if (access.pin && principal.personId !== null) {
      const pin = request.headers[PIN_HEADER];
      await confirmWithPin(db, principal.personId, typeof pin === 'string' ? pin : undefined, request.ip);
    }
  };

  // A callback hook: with accounts off, known without a query, a request pays no promise for it.
  app.addHook('onRequest', (request, _reply, done) => {
    const name = request.routeOptions.config.declaration?.operationId as RouteName | undefined;
    if (name === undefined || accountsKnown(db) === false) return done();
    check(request, name).then(() => done(), done);
  });
}
