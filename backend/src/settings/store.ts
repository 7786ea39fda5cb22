import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings, type SettingRow } from '../db/schema.ts';

export function listSettings(db: Db, options: { publicOnly: boolean }): SettingRow[] {
  const query = db.select().from(settings);
  return (options.publicOnly ? query.where(eq(settings.public, true)) : query).orderBy(asc(settings.key)).all();
}

/** Sets a value; a key seen for the first time is private until made public in the database. */
export function putSetting(db: Db, key: string, value: unknown, isPublic = false): SettingRow {
  return db
    .insert(settings)
    .values({ key, value, public: isPublic })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .returning()
    .get();
}
