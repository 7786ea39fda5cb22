import { asc, eq } from 'drizzle-orm';
import { settings, type SettingRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { noteVisibleChange, settingsFeedName } from '../resources/change-feed.ts';

export function listSettings(db: Executor, options: { publicOnly: boolean }): Promise<SettingRow[]> {
  const query = db.select().from(settings);
  return (options.publicOnly ? query.where(eq(settings.public, true)) : query).orderBy(asc(settings.key));
}

/** Sets a value; a key seen for the first time is private until made public in the database. */
export async function putSetting(store: Store, key: string, value: unknown, isPublic = false): Promise<SettingRow> {
  const row = await store.transaction(async (tx) => {
    const [written] = await tx.insert(settings).values({ key, value, public: isPublic }).onConflictDoUpdate({ target: settings.key, set: { value } }).returning();
    // The gateways' cached site settings go (resources/change-feed.ts).
    if (written?.public) await noteVisibleChange(tx, settingsFeedName);
    return written;
  });
  return row as SettingRow;
}
