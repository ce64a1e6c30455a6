import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  InitAccountsBody,
  NewPersonBody,
  NewTokenAnswer,
  NewTokenBody,
  PeopleList,
  Person,
  PersonParams,
  SessionState,
  SignInBody,
  TokenList,
  TokenParams,
  ApiToken,
  UpdatePersonBody,
  type SignInMethod,
} from '../../../shared/contract/people';
import { accountsOn } from '../../core/accounts-on';
import { currentSettings } from '../../core/settings';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { AppError } from '../../http/app-error';
import { sessionCookie, sessionSecretOf } from './guard';
import * as repo from './repo';
import * as service from './service';

export function accountRoutes(db: DB) {
  /** Starts a session for the person and sets its cookie; the answer says who is signed in. */
  const signInAs = async (request: FastifyRequest, reply: FastifyReply, person: repo.PersonRow, via: SignInMethod) => {
    const secret = await service.startSession(db, person.id, via);
    const { session_idle_hours: hours } = await currentSettings(db);
    const state: SessionState = { accounts: true, person: service.personOf(person), via, token: null };
    return reply
      .header('set-cookie', sessionCookie(request, secret, hours * 3600))
      .code(201)
      .send(state);
  };

  return async (app: FastifyInstance): Promise<void> => {
    apiRoute(
      app,
      'initAccounts',
      {
        tag: 'People',
        summary: 'Turn accounts on by creating the first administrator, who is then signed in',
        body: InitAccountsBody,
        success: { status: 201, description: 'Accounts are on; the administrator is signed in.', schema: SessionState },
        problems: ['duplicate-resource'],
      },
      async ({ body }, request, reply) => signInAs(request, reply, await service.initAccounts(db, body), 'password'),
    );

    apiRoute(
      app,
      'getSession',
      {
        tag: 'People',
        summary: 'Whether accounts are on, and who is signed in',
        success: { status: 200, description: 'The session, if any.', schema: SessionState },
      },
      async (_input, request) => {
        const principal = request.principal;
        const person = principal?.personId ? await repo.personById(db, principal.personId) : undefined;
        return {
          accounts: await accountsOn(db),
          person: person ? service.personOf(person) : null,
          via: principal && principal.via !== 'token' ? principal.via : null,
          token: principal?.via === 'token' ? principal.name : null,
        };
      },
    );

    apiRoute(
      app,
      'signIn',
      {
        tag: 'People',
        summary: 'Sign in with a username and password or PIN, or a scanned badge and PIN',
        body: SignInBody,
        success: { status: 201, description: 'Signed in; the session cookie is set.', schema: SessionState },
        problems: ['unauthenticated', 'too-many-attempts'],
      },
      async ({ body }, request, reply) => {
        if (!(await accountsOn(db))) throw new AppError('missing-resource', { detail: 'Accounts are off: there is no one to sign in as.' });
        const { person, via } = await service.signIn(db, body, request.ip);
        // Switching person on a shared phone ends the previous person's session.
        const previous = sessionSecretOf(request);
        if (previous) await service.endSession(db, previous);
        return signInAs(request, reply, person, via);
      },
    );

    apiRoute(
      app,
      'signOut',
      {
        tag: 'People',
        summary: 'Sign out on this device',
        success: { status: 204, description: 'Signed out.' },
      },
      async (_input, request, reply) => {
        const secret = sessionSecretOf(request);
        if (secret) await service.endSession(db, secret);
        return reply
          .header('set-cookie', sessionCookie(request, '', 0))
          .code(204)
          .send();
      },
    );

    apiRoute(
      app,
      'listPeople',
      {
        tag: 'People',
        summary: 'Everyone with an account, deactivated people included',
        success: { status: 200, description: 'People.', schema: PeopleList },
      },
      async () => ({ items: (await repo.listPeopleRows(db)).map(service.personOf) }),
    );

    apiRoute(
      app,
      'createPerson',
      {
        tag: 'People',
        summary: 'Give a person an account',
        body: NewPersonBody,
        success: { status: 201, description: 'The person.', schema: Person },
        problems: ['duplicate-resource'],
      },
      async ({ body }, _request, reply) => reply.code(201).send(service.personOf(await service.createPerson(db, body))),
    );

    apiRoute(
      app,
      'getPerson',
      {
        tag: 'People',
        summary: 'A person',
        params: PersonParams,
        success: { status: 200, description: 'The person.', schema: Person },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => {
        const row = await repo.personById(db, id);
        if (!row) throw new AppError('missing-resource', { detail: `No person ${id}.` });
        return service.personOf(row);
      },
    );

    apiRoute(
      app,
      'updatePerson',
      {
        tag: 'People',
        summary: "Change a person's name, role, password or PIN, or deactivate them",
        params: PersonParams,
        body: UpdatePersonBody,
        success: { status: 200, description: 'The person afterwards.', schema: Person },
        problems: ['missing-resource', 'resource-in-use'],
      },
      async ({ params: { id }, body }) => service.personOf(await service.updatePerson(db, id, body)),
    );

    apiRoute(
      app,
      'listTokens',
      { tag: 'People', summary: 'API tokens, revoked ones included', success: { status: 200, description: 'Tokens.', schema: TokenList } },
      async () => ({ items: (await repo.listTokenRows(db)).map(service.tokenOf) }),
    );

    apiRoute(
      app,
      'createToken',
      {
        tag: 'People',
        summary: 'Make an API token for an integration; its secret is shown only in this answer',
        body: NewTokenBody,
        success: { status: 201, description: 'The token and its secret.', schema: NewTokenAnswer },
      },
      async ({ body }, request, reply) =>
        reply.code(201).send(await service.createToken(db, body, service.requirePerson(request.principal))),
    );

    apiRoute(
      app,
      'revokeToken',
      {
        tag: 'People',
        summary: 'Revoke an API token',
        params: TokenParams,
        success: { status: 200, description: 'The token, revoked.', schema: ApiToken },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => service.revokeToken(db, Number(id)),
    );
  };
}
