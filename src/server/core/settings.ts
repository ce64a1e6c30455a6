import { DEFAULT_SETTINGS, Settings, type UpdateSettingsBody } from '../../shared/contract/settings';
import type { DB } from '../db/connect';
import type { Trx } from '../db/transaction';

/** The plant's settings: each stored one over its default. */
export async function readSettings(db: DB | Trx): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  // A value an older or newer server wrote that this one cannot read falls back to its default.
  const parsed = Settings.partial().safeParse(stored);
  return { ...DEFAULT_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function writeSettings(trx: Trx, changes: UpdateSettingsBody): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const stored = JSON.stringify(value);
    await trx
      .insertInto('settings')
      .values({ key, value: stored })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: stored }))
      .execute();
  }
}

/** Other servers sharing the database see a change within this long; the server that made it at once. */
const CACHE_MS = 5000;
const cache = new WeakMap<DB, { settings: Settings; at: number }>();

/** The settings as every request may read them, without a query each time. */
export async function currentSettings(db: DB, now = Date.now()): Promise<Settings> {
  const cached = cache.get(db);
  if (cached && now - cached.at <= CACHE_MS) return cached.settings;
  const settings = await readSettings(db);
  cache.set(db, { settings, at: now });
  return settings;
}

/** After a change has committed, so this server's next request reads it. */
export const forgetSettings = (db: DB): void => {
  cache.delete(db);
};
