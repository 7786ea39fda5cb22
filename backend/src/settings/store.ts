import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { settingRevisions, settings, type SettingRevisionRow, type SettingRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { noteVisibleChange, settingsFeedName } from '../resources/change-feed.ts';
import { staleVersion } from '../resources/store.ts';

export function listSettings(db: Executor, options: { publicOnly: boolean }): Promise<SettingRow[]> {
  const query = db.select().from(settings);
  return (options.publicOnly ? query.where(eq(settings.public, true)) : query).orderBy(asc(settings.key));
}

/**
 * A setting's version as the studio's versioned saves name it (issue 21): a digest of the value as
 * stored, so no column or migration is needed. Two saves
 * of the same value share it, which is harmless: there is nothing of the other's to lose.
 */
export function settingVersion(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value))
    .digest('base64url')
    .slice(0, 22);
}

/** Who made a change and how, as its revision keeps it (settings/revisions.ts). */
export interface SettingChange {
  actor: string | null;
  action: Exclude<SettingRevisionRow['action'], 'earlier'>;
}

/**
 * Sets a value; a key seen for the first time is private until made public in the database. With
 * `expectedVersion`, a value changed since that version is left as it is (409 STALE_VERSION): read
 * and written in one transaction (SERIALIZABLE on PostgreSQL, one writer on SQLite). With `change`,
 * the transaction keeps a revision of the new value (and, if the key had none yet, of the one it replaces).
 */
export async function putSetting(
  store: Store,
  key: string,
  value: unknown,
  options: { isPublic?: boolean; /** null: only if the key was never set. */ expectedVersion?: string | null; change?: SettingChange } = {},
): Promise<SettingRow> {
  const [row] = await store.transaction(async (tx) => {
    const current = await first(tx.select().from(settings).where(eq(settings.key, key)));
    if (options.expectedVersion !== undefined) {
      const stale = current ? settingVersion(current.value) !== options.expectedVersion : options.expectedVersion !== null;
      if (stale) throw staleVersion();
    }
    const written = await tx
      .insert(settings)
      .values({ key, value, public: options.isPublic ?? false })
      .onConflictDoUpdate({ target: settings.key, set: { value } })
      .returning();
    if (options.change) await keepRevision(tx, key, current, written[0]?.value, options.change);
    // The gateways' cached site settings go (resources/change-feed.ts).
    if (written[0]?.public) await noteVisibleChange(tx, settingsFeedName);
    return written;
  });
  return row as SettingRow;
}

async function keepRevision(tx: Executor, key: string, before: SettingRow | undefined, value: unknown, change: SettingChange): Promise<void> {
  const at = new Date();
  // A value set before revisions were kept (the seed's, or an older backend's) stays restorable.
  if (before && !(await first(tx.select({ id: settingRevisions.id }).from(settingRevisions).where(eq(settingRevisions.key, key))))) {
    await tx.insert(settingRevisions).values({ key, version: settingVersion(before.value), action: 'earlier', at, actorEmail: null, value: before.value });
  }
  await tx.insert(settingRevisions).values({ key, version: settingVersion(value), action: change.action, at, actorEmail: change.actor, value });
}
