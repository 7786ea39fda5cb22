// The newsletter's confirmed subscribers as managers read them (issue 20 item 5): one row per
// e-mail whatever the lists it confirmed, newest confirmation first, paged for the console and read
// 500 at a time for the CSV export (export-routes.ts).
import { countDistinct, desc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export interface Subscriber {
  email: string;
  confirmedAt: string;
}

export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const confirmed = eq(newsletterSubscribers.status, 'confirmed');

async function subscriberPage(db: Executor, limit: number, offset: number): Promise<Subscriber[]> {
  const confirmedAt = max(newsletterSubscribers.confirmedAt);
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt })
    .from(newsletterSubscribers)
    .where(confirmed)
    .groupBy(newsletterSubscribers.email)
    .orderBy(desc(confirmedAt), newsletterSubscribers.email)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ email: row.email, confirmedAt: row.confirmedAt ?? '' }));
}

/** Every confirmed subscriber, 500 at a time. */
export async function* subscriberPages(db: Executor): AsyncGenerator<Subscriber[]> {
  for (let offset = 0; ; offset += 500) {
    const page = await subscriberPage(db, 500, offset);
    if (page.length > 0) yield page;
    if (page.length < 500) return;
  }
}

/** `GET /api/mailchimp/pvt/list` (managers): `{ items: [{ email, confirmedAt }], total }`. */
export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/mailchimp/pvt/list', { preHandler: requireRole('manager') }, async (request) => {
    const query = listQuery.parse(request.query);
    const [items, [total]] = await Promise.all([
      subscriberPage(app.store.read, query.pageSize, (query.page - 1) * query.pageSize),
      app.store.read.select({ value: countDistinct(newsletterSubscribers.email) }).from(newsletterSubscribers).where(confirmed),
    ]);
    return { items, total: total?.value ?? 0 };
  });
}
