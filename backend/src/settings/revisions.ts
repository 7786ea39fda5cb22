// A setting's revisions (issue 21 item 7), as content records have theirs (resources/revisions.ts):
// listed newest first, and an earlier value brought back as a new save, never by rewriting history.
import { and, desc, eq } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { settingRevisions, type SettingRevisionRow, type SettingRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError } from '../errors.ts';
import { putSetting } from './store.ts';
import { validateSettingValue } from './values.ts';

export function listSettingRevisions(db: Executor, key: string): Promise<SettingRevisionRow[]> {
  return db.select().from(settingRevisions).where(eq(settingRevisions.key, key)).orderBy(desc(settingRevisions.id));
}

/**
 * Saves revision `id`'s value as the key's, if the key is still at `expectedVersion` (409
 * STALE_VERSION otherwise). The value is checked by today's rules, as a save's is: the public site
 * reads only values it knows the shape of.
 */
export async function restoreSettingRevision(store: Store, key: string, id: number, expectedVersion: string, actor: string): Promise<SettingRow> {
  const revision = await first(store.read.select().from(settingRevisions).where(and(eq(settingRevisions.key, key), eq(settingRevisions.id, id))));
  if (!revision) throw new ApiError(404, 'NOT_FOUND', 'revisionNotFound');
  return putSetting(store, key, validateSettingValue(key, revision.value), { expectedVersion, change: { actor, action: 'restore' } });
}

export function presentSettingRevision(revision: SettingRevisionRow) {
  return { id: revision.id, version: revision.version, action: revision.action, at: revision.at.toISOString(), by: revision.actorEmail, value: revision.value };
}
