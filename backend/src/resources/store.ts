import { and, asc, count, eq, gt, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { resources, type ResourceRow } from '../db/schema.ts';
import type { Family } from './families.ts';

/** Which records of a family a caller may see. */
export interface Scope {
  ownerId?: number;
  publishedOnly?: boolean;
}

function scopeConditions(family: Family, scope: Scope, extra: SQL[] = []): SQL | undefined {
  return and(
    eq(resources.family, family.name),
    scope.ownerId === undefined ? undefined : eq(resources.ownerId, scope.ownerId),
    scope.publishedOnly ? eq(resources.published, true) : undefined,
    ...extra,
  );
}

const order = [asc(resources.position), asc(resources.id)];

export function listRecords(
  db: Db,
  family: Family,
  scope: Scope,
  filters: SQL[],
  page?: { limit: number; offset: number },
): { rows: ResourceRow[]; total: number } {
  const where = scopeConditions(family, scope, filters);
  const query = db.select().from(resources).where(where).orderBy(...order);
  const rows = page ? query.limit(page.limit).offset(page.offset).all() : query.all();
  const total = page ? (db.select({ total: count() }).from(resources).where(where).get()?.total ?? 0) : rows.length;
  return { rows, total };
}

export function findFirstRecord(db: Db, family: Family, scope: Scope, filters: SQL[]): ResourceRow | undefined {
  return db.select().from(resources).where(scopeConditions(family, scope, filters)).orderBy(...order).limit(1).get();
}

export function getRecord(db: Db, family: Family, id: number): ResourceRow | undefined {
  return db.select().from(resources).where(and(eq(resources.family, family.name), eq(resources.id, id))).get();
}

/** Keeps "at most one record with this flag set" true after `keep` was written. */
function clearExclusiveFlags(db: Executor, family: Family, keep: ResourceRow, now: string): void {
  for (const flag of family.exclusive) {
    if (keep.data[flag] !== true) continue;
    const path = `$.${flag}`;
    db.update(resources)
      .set({ data: sql`json_set(${resources.data}, ${path}, json('false'))`, updatedAt: now })
      .where(and(eq(resources.family, family.name), ne(resources.id, keep.id), sql`json_extract(${resources.data}, ${path}) = 1`))
      .run();
  }
}

export function createRecord(
  db: Db,
  family: Family,
  data: Record<string, unknown>,
  options: { published: boolean; ownerId: number | null },
): ResourceRow {
  return db.transaction((tx) => {
    const now = new Date().toISOString();
    // Appended at the end: positions stay 0..n-1.
    const next = tx
      .select({ position: sql<number>`coalesce(max(${resources.position}), -1) + 1` })
      .from(resources)
      .where(eq(resources.family, family.name))
      .get();
    const row = tx
      .insert(resources)
      .values({ family: family.name, position: next?.position ?? 0, published: options.published, data, ownerId: options.ownerId, createdAt: now, updatedAt: now })
      .returning()
      .get();
    clearExclusiveFlags(tx, family, row, now);
    return row;
  });
}

export function updateRecord(db: Db, family: Family, record: ResourceRow, changes: { data?: Record<string, unknown>; published?: boolean }): ResourceRow {
  return db.transaction((tx) => {
    const now = new Date().toISOString();
    const row = tx
      .update(resources)
      .set({ ...changes, updatedAt: now })
      .where(eq(resources.id, record.id))
      .returning()
      .get();
    if (!row) throw new Error(`resource ${record.id} vanished during update`);
    clearExclusiveFlags(tx, family, row, now);
    return row;
  });
}

export function deleteRecord(db: Db, family: Family, record: ResourceRow): void {
  db.transaction((tx) => {
    tx.delete(resources).where(eq(resources.id, record.id)).run();
    tx.update(resources)
      .set({ position: sql`${resources.position} - 1` })
      .where(and(eq(resources.family, family.name), gt(resources.position, record.position)))
      .run();
  });
}

/** Moves a record from position `from` to `to`, shifting the records between; answers the family in order. */
export function moveRecord(db: Db, family: Family, record: ResourceRow, to: number): ResourceRow[] {
  return db.transaction((tx) => {
    const from = record.position;
    const inFamily = eq(resources.family, family.name);
    if (from < to) {
      tx.update(resources)
        .set({ position: sql`${resources.position} - 1` })
        .where(and(inFamily, gt(resources.position, from), lte(resources.position, to)))
        .run();
    } else if (from > to) {
      tx.update(resources)
        .set({ position: sql`${resources.position} + 1` })
        .where(and(inFamily, gte(resources.position, to), lt(resources.position, from)))
        .run();
    }
    tx.update(resources).set({ position: to }).where(eq(resources.id, record.id)).run();
    return tx.select().from(resources).where(inFamily).orderBy(...order).all();
  });
}

export function countRecords(db: Db, family: Family): number {
  return db.select({ total: count() }).from(resources).where(eq(resources.family, family.name)).get()?.total ?? 0;
}
