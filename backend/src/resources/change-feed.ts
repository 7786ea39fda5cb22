// What the gateways learn of changes to public content (issue 21 item 8). A change visitors could
// see — made through the console, by another REST client or by the scheduler — adds one to its
// family's count in the change's own transaction; every gateway reads the counts every few seconds
// (`GET /api/content/pub/changes`) and drops its cached answers of each family whose count moved.
// Counts, not a log of events: a reader that missed some changes still sees that the count differs,
// nothing needs pruning, and transactions committing out of order cannot be skipped past.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentChangeCounts } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { Family } from './families.ts';

/** The gateways' tag of the public site settings (`setting/pub/info`). */
export const settingsFeedName = 'setting';

/** Counts one change visitors could see to `name` (a family's path, or `settingsFeedName`), in `tx`. */
export async function noteVisibleChange(tx: Executor, name: string): Promise<void> {
  await tx
    .insert(contentChangeCounts)
    .values({ family: name, changes: 1 })
    .onConflictDoUpdate({ target: contentChangeCounts.family, set: { changes: sql`${contentChangeCounts.changes} + 1` } });
}

/** Whether visitors read the family at all: members' own records never leave through `pub` calls. */
export const isPublic = (family: Family) => family.memberAccess === 'none';

/** Every family's count of visible changes; a family never changed is absent. */
export async function changeCounts(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select().from(contentChangeCounts);
  return Object.fromEntries(rows.map((row) => [row.family, row.changes]));
}

/**
 * Public: the counts say only that something visitors can already see has changed. No store of its
 * own in the gateway is needed for it, so it works on the embedded default without Redis.
 */
export async function changeFeedRoutes(app: FastifyInstance): Promise<void> {
  // Read by every gateway every few seconds: its requests are not logged line by line, its failures are.
  app.get('/api/content/pub/changes', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { families: await changeCounts(app.store.read) };
  });
}
