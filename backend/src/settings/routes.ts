import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { badInput, forbidden } from '../errors.ts';
import type { SettingRow } from '../db/schema.ts';
import { flattenLocalised, requestLanguage } from '../i18n/language.ts';
import { listSettingRevisions, presentSettingRevision, restoreSettingRevision } from './revisions.ts';
import { listSettings, putSetting, settingVersion } from './store.ts';
import { settingKey, updateBody, validateSettingValue } from './values.ts';

/** A setting as managers read it, with the version a save names (`If-Match`). */
const present = (row: SettingRow) => ({ key: row.key, value: row.value, public: row.public, version: settingVersion(row.value) });

/**
 * The version a save was edited from: `If-Match: "…"`, or `If-None-Match: *` for a key never set
 * (null); undefined when the client names none (saved unconditionally, as before versions).
 */
function expectedVersion(request: FastifyRequest): string | null | undefined {
  if (request.headers['if-none-match'] === '*') return null;
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const tag = typeof header === 'string' ? /^"([A-Za-z0-9_-]{22})"$/.exec(header.trim())?.[1] : undefined;
  if (!tag) throw badInput('badInput', 'If-Match');
  return tag;
}

function parseKey(raw: string): string {
  const key = settingKey.safeParse(raw);
  if (!key.success) throw badInput('badInput', 'key');
  return key.data;
}

const revisionId = z.coerce.number().int().min(1).max(2 ** 31 - 1);

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
      (await listSettings(app.store.read, { publicOnly: false })).map(present),
    );

    pvt.put<{ Params: { key: string } }>('/api/setting/pvt/update/:key', async (request) => {
      const key = parseKey(request.params.key);
      const version = expectedVersion(request);
      const { value } = updateBody.parse(request.body);
      const change = { actor: currentAccount(request).email, action: 'save' } as const;
      const row = await putSetting(app.store, key, validateSettingValue(key, value), { expectedVersion: version, change });
      // The audit entry names the key (the route has no `:id`) and the version the save made.
      request.auditDetail = { key: row.key, version: settingVersion(row.value) };
      return present(row);
    });

    pvt.get<{ Params: { key: string } }>('/api/setting/pvt/revisions/:key', async (request) => ({
      items: (await listSettingRevisions(app.store.read, parseKey(request.params.key))).map(presentSettingRevision),
    }));

    pvt.post<{ Params: { key: string; id: string } }>('/api/setting/pvt/revisions/:key/:id/restore', async (request) => {
      const key = parseKey(request.params.key);
      const id = revisionId.safeParse(request.params.id);
      if (!id.success) throw badInput('badInput', 'id');
      // A restore replaces a value there is: it names the version the officer saw.
      const version = expectedVersion(request);
      if (!version) throw badInput('versionRequired', 'version');
      const row = await restoreSettingRevision(app.store, key, id.data, version, currentAccount(request).email);
      request.auditDetail = { key, revision: id.data, version: settingVersion(row.value) };
      return present(row);
    });
  });
}
