import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './connect';
import * as core from './migrations/001-core';
import * as search from './migrations/002-search';
import * as records from './migrations/003-records';
import * as binDetails from './migrations/004-bin-details';
import * as units from './migrations/005-units';
import * as searchAccents from './migrations/006-search-accents';
import * as mixtures from './migrations/007-mixtures';
import * as lotFields from './migrations/008-lot-fields';
import * as steps from './migrations/010-steps';
import * as holds from './migrations/011-holds';
import * as traceIndexes from './migrations/012-trace-indexes';
import * as holdHistory from './migrations/013-hold-history';
import * as runTotals from './migrations/014-run-totals';
import * as searchPrefixes from './migrations/015-search-prefixes';
import * as oneItemIndex from './migrations/016-one-item-index';
import * as people from './migrations/017-people';
import * as operationPerson from './migrations/018-operation-person';
import * as customers from './migrations/019-customers';
import * as shipments from './migrations/020-shipments';
import * as recalls from './migrations/021-recalls';
import * as webhooks from './migrations/022-webhooks';

/** Migrations are compiled in, so the built server needs no migration folder on disk. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-core': core,
  '002-search': search,
  '003-records': records,
  '004-bin-details': binDetails,
  '005-units': units,
  '006-search-accents': searchAccents,
  '007-mixtures': mixtures,
  '008-lot-fields': lotFields,
  '010-steps': steps,
  '011-holds': holds,
  '012-trace-indexes': traceIndexes,
  '013-hold-history': holdHistory,
  '014-run-totals': runTotals,
  '015-search-prefixes': searchPrefixes,
  '016-one-item-index': oneItemIndex,
  '017-people': people,
  '018-operation-person': operationPerson,
  '019-customers': customers,
  '020-shipments': shipments,
  '021-recalls': recalls,
  '022-webhooks': webhooks,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
