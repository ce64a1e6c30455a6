import { InitAccountsBody } from '../../../shared/contract/people';
import type { DB } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { PersonRow } from './repo';
import { initAccounts } from './service';

/** What turning accounts on from the command line came to: the administrator, or why not. */
export type FirstAdministrator = { ok: true; person: PersonRow } | { ok: false; message: string };

/** The first administrator from the command line's answers, checked as the API checks them. */
export async function firstAdministrator(db: DB, input: Record<string, string | undefined>): Promise<FirstAdministrator> {
  const parsed = InitAccountsBody.safeParse(Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)));
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n') };
  }
  try {
    return { ok: true, person: await initAccounts(db, parsed.data) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.problem.detail ?? error.problem.title };
    throw error;
  }
}
