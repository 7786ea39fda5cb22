// The members as managers read them (issue 20 item 5): a page of accounts of role `user`, oldest
// first, searched as the members' export is, and one member. Only profile fields answer: never a
// password hash, a TOTP secret or a token version.
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberSearch } from '../applications/export-routes.ts';
import { first } from '../db/first.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { presentAccount } from './accounts.ts';
import { requireRole } from './guard.ts';

export const listQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

// A member's profile as their own `user/info` answers it, with what only staff see beside it.
const presentMember = (account: AccountRow) => ({ ...presentAccount(account), verified: account.verified, createdAt: account.createdAt });

/** `GET /api/user/resource/pvt/members` and `…/members/{id}` (managers). */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const manager = { preHandler: requireRole('manager') };

  app.get('/api/user/resource/pvt/members', manager, async (request) => {
    const query = listQuery.parse(request.query);
    const where = and(eq(accounts.role, 'user'), query.search ? memberSearch(query.search) : undefined);
    const [rows, [total]] = await Promise.all([
      app.store.read
        .select()
        .from(accounts)
        .where(where)
        .orderBy(asc(accounts.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.store.read.select({ value: count() }).from(accounts).where(where),
    ]);
    return { items: rows.map(presentMember), total: total?.value ?? 0 };
  });

  app.get('/api/user/resource/pvt/members/:id', manager, async (request) => {
    const { id } = idParams.parse(request.params);
    const account = await first(app.store.read.select().from(accounts).where(and(eq(accounts.id, id), eq(accounts.role, 'user'))));
    if (!account) throw notFound();
    return presentMember(account);
  });
}
