import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../../support/server-process';
import { expect, test } from '../fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A server of a spec's own, and its API as a signed-in person (by the session cookie a sign-in answers). */
export interface AccountsServer {
  readonly url: string;
  /** POSTs `body` to a sign-in route (`/api/session`, or `/api/accounts/init`) and answers the session cookie, `lotline_session=…` */
  session: (body: Record<string, string>, route?: string) => Promise<string>;
  /** Calls the API with a session cookie (as `session` answers it); the answer is the test's to check. */
  call: (cookie: string, method: string, route: string, body?: unknown) => Promise<Response>;
}

/**
 * Accounts change how every request is answered, so a spec that turns them on runs its own
 * server and database (one per worker), serving the built client, never the suite's shared
 * server. Registers the spec's beforeAll and afterAll.
 */
export function accountsServer(name: string): AccountsServer {
  let server: ServerProcess | undefined;
  let dir = '';
  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `lotline-${name}-`));
    server = await startServer({
      SQLITE_PATH: path.join(dir, `${name}.db`),
      STATIC_DIR: process.env.LOTLINE_E2E_STATIC ?? path.join(ROOT, 'dist', 'client'),
    });
  });
  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const urlOf = () => {
    if (!server) throw new Error('the accounts server has not started');
    return server.url;
  };
  return {
    get url() {
      return urlOf();
    },
    session: async (body, route = '/api/session') => {
      const response = await fetch(`${urlOf()}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return /lotline_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
    },
    call: (cookie, method, route, body) =>
      fetch(`${urlOf()}${route}`, {
        method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
  };
}

/** Signs in on the form on screen; signed in once the form has gone (the gate opens, or the sign-in screen goes on). */
export async function signInWith(page: Page, who: string, pin: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or badge').fill(who);
  await form.locator('input[type=password]').fill(pin);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toBeHidden();
}
