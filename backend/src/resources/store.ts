import { and, asc, count, eq, gt, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { jsonBooleanIs, jsonSet } from '../db/json-sql.ts';
import { resources, type ResourceRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError, badInput, notFound } from '../errors.ts';
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

export async function listRecords(
  db: Executor,
  family: Family,
  scope: Scope,
  filters: SQL[],
  page?: { limit: number; offset: number },
): Promise<{ rows: ResourceRow[]; total: number }> {
  const where = scopeConditions(family, scope, filters);
  const query = db.select().from(resources).where(where).orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const total = page ? ((await first(db.select({ total: count() }).from(resources).where(where)))?.total ?? 0) : rows.length;
  return { rows, total };
}

export function findFirstRecord(db: Executor, family: Family, scope: Scope, filters: SQL[]): Promise<ResourceRow | undefined> {
  return first(db.select().from(resources).where(scopeConditions(family, scope, filters)).orderBy(...order));
}

export function getRecord(db: Executor, family: Family, id: number): Promise<ResourceRow | undefined> {
  return first(db.select().from(resources).where(and(eq(resources.family, family.name), eq(resources.id, id))));
}

/** Keeps "at most one record with this flag set" true after `keep` was written. */
async function clearExclusiveFlags(tx: Executor, family: Family, keep: ResourceRow, now: string): Promise<void> {
  for (const flag of family.exclusive) {
    if (keep.data[flag] !== true) continue;
    const path = `$.${flag}`;
    await tx
      .update(resources)
      .set({ data: jsonSet(resources.data, path, false), updatedAt: now })
      .where(and(eq(resources.family, family.name), ne(resources.id, keep.id), jsonBooleanIs(resources.data, path, true)));
  }
}

export function createRecord(
  store: Store,
  family: Family,
  data: Record<string, unknown>,
  options: { published: boolean; ownerId: number | null },
): Promise<ResourceRow> {
  return store.transaction(async (tx) => {
    const now = new Date().toISOString();
    // Appended at the end: positions stay 0..n-1.
    const next = await first(
      tx
        .select({ position: sql<number>`coalesce(max(${resources.position}), -1) + 1` })
        .from(resources)
        .where(eq(resources.family, family.name)),
    );
    const [row] = await tx
      .insert(resources)
      .values({ family: family.name, position: next?.position ?? 0, published: options.published, data, ownerId: options.ownerId, createdAt: now, updatedAt: now })
      .returning();
    await clearExclusiveFlags(tx, family, row as ResourceRow, now);
    return row as ResourceRow;
  });
}

export type RecordChanges = { data?: Record<string, unknown>; published?: boolean };

/**
 * Writes the changes `change` makes of the record as it is now: it is read again in the
 * transaction, so a concurrent change is never lost (two toggles flip twice).
 */
export function updateRecord(store: Store, family: Family, id: number, change: (current: ResourceRow) => RecordChanges): Promise<ResourceRow> {
  return store.transaction(async (tx) => {
    const current = await getRecord(tx, family, id);
    if (!current) throw notFound();
    const now = new Date().toISOString();
    const [row] = await tx
      .update(resources)
      .set({ ...change(current), updatedAt: now })
      .where(eq(resources.id, id))
      .returning();
    await clearExclusiveFlags(tx, family, row as ResourceRow, now);
    return row as ResourceRow;
  });
}

/** Deletes a record and closes the gap it leaves in the family's positions. */
export async function deleteRecord(store: Store, family: Family, id: number): Promise<void> {
  await store.transaction(async (tx) => {
    const [gone] = await tx.delete(resources).where(and(eq(resources.family, family.name), eq(resources.id, id))).returning();
    if (!gone) return;
    await tx
      .update(resources)
      .set({ position: sql`${resources.position} - 1` })
      .where(and(eq(resources.family, family.name), gt(resources.position, gone.position)));
  });
}

/**
 * Moves a record from position `from` (where the client saw it: 409 if it is no longer there) to
 * `to` (400 past the end), shifting the records between; answers the family in order.
 */
export function moveRecord(store: Store, family: Family, id: number, from: number, to: number): Promise<ResourceRow[]> {
  return store.transaction(async (tx) => {
    const record = await getRecord(tx, family, id);
    if (!record) throw notFound();
    if (record.position !== from) throw new ApiError(409, 'CONFLICT', 'positionMismatch');
    if (to >= (await countRecords(tx, family))) throw badInput('positionOutOfRange', 'b');
    const inFamily = eq(resources.family, family.name);
    if (from < to) {
      await tx
        .update(resources)
        .set({ position: sql`${resources.position} - 1` })
        .where(and(inFamily, gt(resources.position, from), lte(resources.position, to)));
    } else if (from > to) {
      await tx
        .update(resources)
        .set({ position: sql`${resources.position} + 1` })
        .where(and(inFamily, gte(resources.position, to), lt(resources.position, from)));
    }
    await tx.update(resources).set({ position: to }).where(eq(resources.id, id));
    return tx.select().from(resources).where(inFamily).orderBy(...order);
  });
}

export async function countRecords(db: Executor, family: Family): Promise<number> {
  return (await first(db.select({ total: count() }).from(resources).where(eq(resources.family, family.name))))?.total ?? 0;
}
