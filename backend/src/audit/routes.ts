import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import { auditLog } from '../db/schema.ts';

export const listQuery = z.strictObject({
  action: z.string().min(1).max(200).optional(),
  // An account id, or an e-mail (a refused sign-in of an unknown address has no id).
  actor: z.string().trim().min(1).max(320).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET /api/manager/audit`: the log, newest first, filtered and paged as the other lists are. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/manager/audit', { preHandler: requireRole('manager') }, async (request) => {
    const query = listQuery.parse(request.query);
    const filters: SQL[] = [];
    if (query.action) filters.push(eq(auditLog.action, query.action));
    if (query.actor) filters.push(/^[1-9]\d*$/.test(query.actor) ? eq(auditLog.actorId, Number(query.actor)) : eq(auditLog.actorEmail, query.actor.toLowerCase()));
    if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
    if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      app.store.read
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.store.read.select({ value: count() }).from(auditLog).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: row.actorId, email: row.actorEmail },
        action: row.action,
        target: row.targetKind === null ? null : { kind: row.targetKind, id: row.targetId },
        detail: row.detail,
        from: row.fromAddress,
      })),
      total: total?.value ?? 0,
    };
  });
}
