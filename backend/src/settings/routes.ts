import type { FastifyInstance } from 'fastify';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { badInput, forbidden } from '../errors.ts';
import { flattenLocalised, requestLanguage } from '../i18n/language.ts';
import { listSettings, putSetting } from './store.ts';
import { settingKey, updateBody, validateSettingValue } from './values.ts';

export async function settingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/setting/pub/info', async (request) => {
    const language = requestLanguage(request);
    return Object.fromEntries(
      (await listSettings(app.store.read, { publicOnly: true })).map((row) => [row.key, flattenLocalised(row.value, language)]),
    );
  });

  app.register(async (pvt) => {
    pvt.addHook('preHandler', authenticate);
    pvt.addHook('preHandler', async (request) => {
      if (currentAccount(request).role !== 'manager') throw forbidden();
    });

    pvt.get('/api/setting/pvt/info/list', async () =>
      (await listSettings(app.store.read, { publicOnly: false })).map((row) => ({ key: row.key, value: row.value, public: row.public })),
    );

    pvt.put<{ Params: { key: string } }>('/api/setting/pvt/update/:key', async (request) => {
      const key = settingKey.safeParse(request.params.key);
      if (!key.success) throw badInput('badInput', 'key');
      const { value } = updateBody.parse(request.body);
      const row = await putSetting(app.store, key.data, validateSettingValue(key.data, value));
      return { key: row.key, value: row.value, public: row.public };
    });
  });
}
