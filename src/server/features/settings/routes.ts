import type { FastifyInstance } from 'fastify';
import { Settings, UpdateSettingsBody } from '../../../shared/contract/settings';
import { forgetSettings, readSettings, writeSettings } from '../../core/settings';
import type { DB } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { apiRoute } from '../../http/api-route';

export function settingsRoutes(db: DB) {
  return async (app: FastifyInstance): Promise<void> => {
    apiRoute(
      app,
      'getSettings',
      { tag: 'Settings', summary: "The plant's settings", success: { status: 200, description: 'The settings.', schema: Settings } },
      async () => readSettings(db),
    );

    apiRoute(
      app,
      'updateSettings',
      {
        tag: 'Settings',
        summary: 'Change settings',
        body: UpdateSettingsBody,
        success: { status: 200, description: 'The settings afterwards.', schema: Settings },
      },
      async ({ body }) => {
        const settings = await inTransaction(db, async (trx) => (await writeSettings(trx, body), readSettings(trx)));
        forgetSettings(db);
        return settings;
      },
    );
  };
}
