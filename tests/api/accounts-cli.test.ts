import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdministrator } from '../../src/server/features/accounts/first-administrator';
import { call } from '../support/builders';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('turning accounts on from the command line', () => {
  it('checks the answers as the API does, makes the administrator once, and refuses a second', async () => {
    const refused = await firstAdministrator(t.db, { username: 'ada', name: 'Ada', password: 'short' });
    expect(refused).toEqual({ ok: false, message: 'password: must be at least 8 characters' });
    expect((await call(t.app, 'GET', '/api/status')).json().state.accounts).toBe(false);

    const made = await firstAdministrator(t.db, { username: 'Ada', name: 'Ada Admin', password: 'ada-password', pin: '2468' });
    expect(made).toMatchObject({ ok: true, person: { id: 'PER000001', username: 'ada', role: 'administrator' } });
    expect((await call(t.app, 'POST', '/api/session', { username: 'ada', pin: '2468' })).statusCode).toBe(201);

    expect(await firstAdministrator(t.db, { username: 'bob', name: 'Bob', password: 'bob-password' })).toEqual({
      ok: false,
      message: 'Accounts are on already.',
    });
  });
});

describe('npm run accounts -- init', () => {
  it('reads the password from standard input and turns accounts on in the configured SQLite file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-accounts-cli-'));
    try {
      const child = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/accounts-cli.ts', 'init', '--username', 'root', '--name', 'Rita Root'],
        {
          env: { ...process.env, DATABASE_URL: '', SQLITE_PATH: path.join(dir, 'lotline.db') },
        },
      );
      child.child.stdin?.end('root-password\n');
      const { stdout } = await child;
      expect(stdout).toBe('Accounts are on. Rita Root (PER000001) is the administrator; sign in as root.\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
