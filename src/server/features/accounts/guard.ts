import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { PIN_HEADER, ROUTE_ACCESS, roleAllows } from '../../../shared/permissions';
import type { RouteName } from '../../../shared/routes';
import { accountsKnown, accountsOn } from '../../core/accounts-on';
import { currentSettings } from '../../core/settings';
import type { DB } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/principal';
import { confirmWithPin, sessionPrincipal, tokenPrincipal } from './service';

export const SESSION_COOKIE = 'lotline_session';

/** The session cookie's secret, if the request carries one. */
export const sessionSecretOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[SESSION_COOKIE] : undefined;
};

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/** The session cookie's header: the browser keeps it as long as the session may stay idle; a max age of 0 ends it. */
export const sessionCookie = (request: FastifyRequest, secret: string, maxAgeSeconds: number): string =>
  request.server.serializeCookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'strict',
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
  // Cookies are read only once accounts are on, not parsed on every request.
  await app.register(cookie, { hook: false });

  const principalOf = async (request: FastifyRequest): Promise<Principal | null> => {
    const bearer = bearerOf(request);
    if (bearer !== null) return tokenPrincipal(db, bearer);
    const secret = sessionSecretOf(request);
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

  // Each API route gets its own hook, bound to its name: no lookup per request, nothing on the
  // static files, and with accounts off (known without a query) no promise either.
  app.addHook('onRoute', (route) => {
    const name = route.config?.declaration?.operationId as RouteName | undefined;
    if (name === undefined) return;
    const guard: onRequestHookHandler = (request, _reply, done) => {
      if (accountsKnown(db) === false) return done();
      check(request, name).then(() => done(), done);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
  });
}
