// The content bin (issue 21): a deleted content record stays 30 days, out of every list, then is
// purged by the scheduled sweep (one backend process per period: coordination/schedule.ts).
import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { first } from '../db/first.ts';
import { auditLog, resourceRevisions, resources, type ResourceRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError } from '../errors.ts';
import { every } from '../coordination/schedule.ts';
import { contentFamilies, type Family } from './families.ts';
import { endPosition, keepRevision } from './store.ts';

export const binDays = 30;
const binMs = binDays * 24 * 60 * 60 * 1000;
/** How often the sweep looks for records past their 30 days. */
const purgeEveryMs = 60 * 60 * 1000;

export const purgeAt = (row: ResourceRow) => new Date((row.deletedAt?.getTime() ?? 0) + binMs);

/** The binned records of some families, deleted last first. */
export function listBin(db: Executor, families: Family[]): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .where(and(inArray(resources.family, families.map((family) => family.name)), isNotNull(resources.deletedAt)))
    .orderBy(desc(resources.deletedAt), desc(resources.id));
}

/** Takes a record out of the bin: unpublished, at the end of its family's order, as a new revision. */
export function restoreFromBin(store: Store, family: Family, id: number, actor: string): Promise<ResourceRow> {
  return store.transaction(async (tx) => {
    const binned = await first(
      tx.select().from(resources).where(and(eq(resources.family, family.name), eq(resources.id, id), isNotNull(resources.deletedAt))),
    );
    if (!binned) throw new ApiError(404, 'NOT_FOUND', 'notInBin');
    const [restored] = await tx
      .update(resources)
      .set({
        deletedAt: null,
        deletedBy: null,
        published: false,
        position: await endPosition(tx, family),
        version: binned.version + 1,
        updatedAt: new Date().toISOString(),
        updatedBy: actor,
      })
      .where(eq(resources.id, id))
      .returning();
    const row = restored as ResourceRow;
    await keepRevision(tx, family, row, 'restore', []);
    return row;
  });
}

/** Removes for good what has been in the bin longer than 30 days; answers the ids removed. */
export async function purgeBin(store: Store, now = Date.now()): Promise<number[]> {
  return store.transaction(async (tx) => {
    const expired = and(isNotNull(resources.deletedAt), lt(resources.deletedAt, new Date(now - binMs)));
    const gone = await tx.select({ id: resources.id, family: resources.family }).from(resources).where(expired);
    if (gone.length === 0) return [];
    const ids = gone.map((row) => row.id);
    await tx.delete(resourceRevisions).where(inArray(resourceRevisions.resourceId, ids));
    await tx.delete(resources).where(inArray(resources.id, ids));
    // No one asked for it: the sweep's entry has no actor.
    await tx.insert(auditLog).values({ at: new Date(now), action: 'content bin purge', targetKind: 'content', detail: { records: gone }, fromAddress: null });
    return ids;
  });
}

/** The sweep, in whichever backend process takes its lease each hour. */
export function schedulePurge(app: FastifyInstance): void {
  every(app, 'content-bin-purge', purgeEveryMs, async () => {
    const ids = await purgeBin(app.store);
    if (ids.length > 0) app.log.info({ ids }, 'content bin: purged records past their 30 days');
  });
}

/** The content families the bin lists: one, or all. */
export const binFamilies = (family?: Family) => (family ? [family] : contentFamilies());
