import { and, asc, count, eq, gt, gte, isNull, lt, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { jsonBooleanIs, jsonSet } from '../db/json-sql.ts';
import { resourceRevisions, resources, type ResourceRevisionRow, type ResourceRow } from '../db/schema.ts';
import { preparedRead } from '../db/prepared.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError, badInput, notFound } from '../errors.ts';
import { isPublic, noteVisibleChange } from './change-feed.ts';
import type { Family } from './families.ts';
import type { ListFilter } from './query.ts';

/** Which records of a family a caller may see. */
export interface Scope {
  ownerId?: number;
  publishedOnly?: boolean;
}

const notBinned = (family: string | Placeholder) => and(eq(resources.family, family), isNull(resources.deletedAt));

/** The family's records that are not in the bin: the only ones any list, read, count or position knows. */
export const liveIn = (family: Family) => notBinned(family.name);

// The reads below are prepared (db/prepared.ts): the family, the owner, the page and the filters'
// values are placeholders, and a shape names the rest of the SQL.

function scopeConditions(scope: Scope, filters: ListFilter[]): SQL | undefined {
  return and(
    notBinned(sql.placeholder('family')),
    scope.ownerId === undefined ? undefined : eq(resources.ownerId, sql.placeholder('ownerId')),
    scope.publishedOnly ? eq(resources.published, true) : undefined,
    ...filters.map((filter) => filter.condition),
  );
}

/** The shape of a read of the scope and filters, or none if a filter writes its value into the SQL. */
function scopeShape(scope: Scope, filters: ListFilter[]): string | undefined {
  if (filters.some((filter) => filter.shape === undefined)) return undefined;
  return [scope.ownerId === undefined ? 'anyOwner' : 'owner', scope.publishedOnly ? 'published' : 'any', ...filters.map((filter) => filter.shape)].join('|');
}

function scopeValues(family: Family, scope: Scope, filters: ListFilter[]): Record<string, unknown> {
  return Object.assign({ family: family.name, ownerId: scope.ownerId }, ...filters.map((filter) => filter.values));
}

const order = [asc(resources.position), asc(resources.id)];

export async function listRecords(
  db: Executor,
  family: Family,
  scope: Scope,
  filters: ListFilter[],
  page?: { limit: number; offset: number },
): Promise<{ rows: ResourceRow[]; total: number }> {
  const shape = scopeShape(scope, filters);
  const where = () => scopeConditions(scope, filters);
  const values = { ...scopeValues(family, scope, filters), limit: page?.limit, offset: page?.offset };
  const rows = await preparedRead(db, shape && `resources.list|${page ? 'page' : 'all'}|${shape}`, () => {
    const query = db.select().from(resources).where(where()).orderBy(...order);
    return page ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query;
  }, values);
  if (!page) return { rows, total: rows.length };
  const [counted] = await preparedRead(db, shape && `resources.count|${shape}`, () => db.select({ total: count() }).from(resources).where(where()), values);
  return { rows, total: counted?.total ?? 0 };
}

export async function findFirstRecord(db: Executor, family: Family, scope: Scope, filters: ListFilter[]): Promise<ResourceRow | undefined> {
  const shape = scopeShape(scope, filters);
  const build = () => db.select().from(resources).where(scopeConditions(scope, filters)).orderBy(...order).limit(1);
  return (await preparedRead(db, shape && `resources.first|${shape}`, build, scopeValues(family, scope, filters)))[0];
}

export async function getRecord(db: Executor, family: Family, id: number): Promise<ResourceRow | undefined> {
  const build = () => db.select().from(resources).where(and(notBinned(sql.placeholder('family')), eq(resources.id, sql.placeholder('id')))).limit(1);
  return (await preparedRead(db, 'resources.get', build, { family: family.name, id }))[0];
}

/** What made a revision (resource_revisions.action). */
export type RevisionAction = ResourceRevisionRow['action'];

/** The names of the fields whose values differ between two records' data. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

/** Keeps the record as a change left it, for a content family (issue 21); other families keep none. */
export async function keepRevision(tx: Executor, family: Family, row: ResourceRow, action: RevisionAction, changed: string[]): Promise<void> {
  if (!family.content) return;
  await tx.insert(resourceRevisions).values({
    resourceId: row.id,
    version: row.version,
    action,
    at: new Date(row.updatedAt),
    actorEmail: row.updatedBy,
    published: row.published,
    data: row.data,
    changedFields: changed,
  });
}

/** The next free position at the end of the family's order. */
export async function endPosition(tx: Executor, family: Family): Promise<number> {
  const next = await first(tx.select({ position: sql<number>`coalesce(max(${resources.position}), -1) + 1` }).from(resources).where(liveIn(family)));
  return Number(next?.position ?? 0);
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
  options: { published: boolean; ownerId: number | null; actor?: string },
): Promise<ResourceRow> {
  return store.transaction(async (tx) => {
    const now = new Date().toISOString();
    // Appended at the end: positions stay 0..n-1.
    const position = await endPosition(tx, family);
    const [row] = await tx
      .insert(resources)
      .values({ family: family.name, position, published: options.published, data, ownerId: options.ownerId, createdAt: now, updatedAt: now, updatedBy: options.actor ?? null })
      .returning();
    await clearExclusiveFlags(tx, family, row as ResourceRow, now);
    await keepRevision(tx, family, row as ResourceRow, 'create', Object.keys(data));
    if (options.published && isPublic(family)) await noteVisibleChange(tx, family.name);
    return row as ResourceRow;
  });
}

export type RecordChanges = { data?: Record<string, unknown>; published?: boolean };

export interface UpdateOptions {
  /** The version the writer edited: a record saved since is left as it is (409 STALE_VERSION). */
  expectedVersion?: number;
  /** The staff e-mail the revision names. */
  actor?: string;
  /** What the revision calls the change, when not a save, publication or unpublication. */
  action?: RevisionAction;
}

/** 409 CONFLICT, reason STALE_VERSION: the record was saved since the version the writer edited. */
export const staleVersion = () => new ApiError(409, 'CONFLICT', 'contentStale', undefined, undefined, 'STALE_VERSION');

function actionOf(current: ResourceRow, row: ResourceRow, changed: string[]): RevisionAction {
  if (changed.length > 0 || current.published === row.published) return 'save';
  return row.published ? 'publish' : 'unpublish';
}

/**
 * Writes the changes `change` makes of the record as it is now: it is read again in the
 * transaction, so a concurrent change is never lost (two toggles flip twice).
 */
export function updateRecord(
  store: Store,
  family: Family,
  id: number,
  change: (current: ResourceRow) => RecordChanges,
  options: UpdateOptions = {},
): Promise<ResourceRow> {
  return store.transaction((tx) => updateRecordIn(tx, family, id, change, options));
}

/** `updateRecord` inside a transaction the caller holds (the scheduler clears its schedule in the same one). */
export async function updateRecordIn(
  tx: Executor,
  family: Family,
  id: number,
  change: (current: ResourceRow) => RecordChanges,
  options: UpdateOptions = {},
): Promise<ResourceRow> {
  const current = await getRecord(tx, family, id);
  if (!current) throw notFound();
  if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) throw staleVersion();
  const now = new Date().toISOString();
  const [updated] = await tx
    .update(resources)
    .set({ ...change(current), updatedAt: now, version: current.version + 1, ...(options.actor ? { updatedBy: options.actor } : {}) })
    .where(eq(resources.id, id))
    .returning();
  const row = updated as ResourceRow;
  await clearExclusiveFlags(tx, family, row, now);
  const changed = changedFields(current.data, row.data);
  await keepRevision(tx, family, row, options.action ?? actionOf(current, row, changed), changed);
  // A draft's save changes nothing visitors see; anything touching a published record does.
  if ((current.published || row.published) && isPublic(family)) await noteVisibleChange(tx, family.name);
  return row;
}

/**
 * Deletes a record and closes the gap it leaves in the family's positions. A content record goes
 * to the bin instead (content-bin.ts restores and purges it): out of every list and count at once.
 */
export async function deleteRecord(store: Store, family: Family, id: number, actor?: string): Promise<ResourceRow | undefined> {
  return store.transaction(async (tx) => {
    const where = and(liveIn(family), eq(resources.id, id));
    const [gone] = family.content
      ? await tx.update(resources).set({ deletedAt: new Date(), deletedBy: actor ?? null }).where(where).returning()
      : await tx.delete(resources).where(where).returning();
    if (!gone) return undefined;
    if (gone.published && isPublic(family)) await noteVisibleChange(tx, family.name);
    await tx
      .update(resources)
      .set({ position: sql`${resources.position} - 1` })
      .where(and(liveIn(family), gt(resources.position, gone.position)));
    return gone;
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
    const inFamily = liveIn(family);
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
    if (from !== to && isPublic(family)) await noteVisibleChange(tx, family.name);
    return tx.select().from(resources).where(inFamily).orderBy(...order);
  });
}

export async function countRecords(db: Executor, family: Family): Promise<number> {
  return (await first(db.select({ total: count() }).from(resources).where(liveIn(family))))?.total ?? 0;
}
