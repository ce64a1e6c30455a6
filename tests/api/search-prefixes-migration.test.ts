import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate';
import { search } from '../../src/server/features/search/service';
import { blankDatabase, migrateBefore } from '../support/databases';

describe('migration 015: the word prefixes of names indexed before it', () => {
  it('finds names that were in the index before it by a prefix of any of their words, in the same order', async () => {
    const database = await blankDatabase();
    try {
      await migrateBefore(database.db, '015');
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 015
      const old = database.db as Kysely<any>;
      await old
        .insertInto('skus')
        .values([
          { id: 'SKU000001', name: 'Crème de karité', props: null, created_at: 1, unit: 'kg' },
          { id: 'SKU000002', name: 'KARITE butter jar', props: null, created_at: 2, unit: 'ea' },
        ])
        .execute();
      await old.insertInto('batches').values({ id: 'BAT000001', sku_id: null, name: 'Karité lot 7', props: null, created_at: 3 }).execute();

      await migrateToLatest(database.db);
      const found = async (query: string) => (await search(database.db, { query, startingFrom: 0, limit: 20 })).results.map((r) => r.id);
      expect(await found('kar')).toEqual(['SKU000002', 'SKU000001', 'BAT000001']);
      expect(await found('creme KARI')).toEqual(['SKU000001']);
      expect(await found('lot 7 k')).toEqual(['BAT000001']);

      // Rows written after the migration are kept by its triggers.
      await database.db.updateTable('skus').set({ name: 'Shea butter jar' }).where('id', '=', 'SKU000002').execute();
      await database.db.deleteFrom('batches').where('id', '=', 'BAT000001').execute();
      expect(await found('kar')).toEqual(['SKU000001']);
      expect(await found('butter sh')).toEqual(['SKU000002']);
    } finally {
      await database.drop();
    }
  });
});
