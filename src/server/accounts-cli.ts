/**
 * `npm run accounts -- init --username NAME --name "Full Name" [--pin 1234]`: turns accounts on
 * from the server's shell by creating the first administrator in the configured database; the
 * password is read from standard input (typed, or piped), never from the command line, where
 * the shell's history would keep it.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { openDatabase, type DB } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { firstAdministrator } from './features/accounts/first-administrator';

const USAGE =
  'usage: npm run accounts -- init --username NAME --name "Full Name" [--pin 1234]   (the password is read from standard input)';

async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Password for the first administrator: ');
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' }, name: { type: 'string' }, pin: { type: 'string' } },
  });
  if (positionals.join(' ') !== 'init' || !values.username || !values.name) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const db: DB = openDatabase(config);
  try {
    await migrateToLatest(db);
    const result = await firstAdministrator(db, {
      username: values.username,
      name: values.name,
      pin: values.pin,
      password: await readPassword(),
    });
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    process.stdout.write(
      `Accounts are on. ${result.person.name} (${result.person.id}) is the administrator; sign in as ${result.person.username}.\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
