// Managers' calls beside the applications (contract § Incubator): `{programme}/session/pvt/active/{id}`
// makes one session the programme's only active one, and `user/resource/pvt/download/list` is the
// members' .xlsx.
import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { containsPattern, likeEscaped } from '../db/json-sql.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import { getFamily } from '../resources/families.ts';
import { presentRecord } from '../resources/present.ts';
import { updateRecord } from '../resources/store.ts';
import { sheetWorkbook, xlsxType, type SheetColumn } from './export.ts';
import type { Programme } from './programme.ts';
import { parseId } from './routes.ts';

const membersQuery = z.strictObject({ search: z.string().trim().max(100).optional() });

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const memberColumns: SheetColumn<AccountRow>[] = [
  { header: 'id', value: (account) => account.id },
  { header: 'email', width: 28, value: (account) => account.email },
  { header: 'lastName', value: (account) => account.lastName },
  { header: 'firstName', value: (account) => account.firstName },
  { header: 'mobile', value: (account) => account.mobile },
  { header: 'birthday', width: 12, value: (account) => account.birthday },
  { header: 'contactEmail', width: 28, value: (account) => account.contactEmail },
  { header: 'subscribed', value: (account) => yesNo(account.subscribed) },
  { header: 'verified', value: (account) => yesNo(account.verified) },
  { header: 'createdAt', width: 24, value: (account) => account.createdAt },
];

/** E-mail, names or mobile containing `q`, case-insensitively. */
function memberSearch(q: string): SQL | undefined {
  const pattern = containsPattern(q.toLowerCase());
  const contains = (column: SQLWrapper) => likeEscaped(sql`lower(coalesce(${column}, ''))`, pattern);
  return or(contains(accounts.email), contains(accounts.firstName), contains(accounts.lastName), contains(accounts.mobile));
}

export function managerRoutes(programmes: readonly Programme[]) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    app.addHook('preHandler', async (request) => {
      if (currentAccount(request).role !== 'manager') throw forbidden();
    });

    for (const programme of programmes) {
      const family = getFamily(programme.sessionFamily);
      app.post<{ Params: { id: string } }>(`/api/${family.name}/pvt/active/:id`, async (request) => {
        // Setting the exclusive flag clears it on the programme's other sessions in the same transaction.
        const updated = await updateRecord(app.store, family, parseId(request.params.id), (record) => ({ data: { ...record.data, active: true } }));
        return presentRecord(family, updated, 'stored');
      });
    }

    app.get('/api/user/resource/pvt/download/list', async (request, reply) => {
      const { search } = membersQuery.parse(request.query);
      const members = await app.store.read
        .select()
        .from(accounts)
        .where(and(eq(accounts.role, 'user'), search ? memberSearch(search) : undefined))
        .orderBy(asc(accounts.createdAt), asc(accounts.id));
      return reply
        .header('Content-Type', xlsxType)
        .header('Content-Disposition', 'attachment; filename="members.xlsx"')
        .header('Cache-Control', 'private, no-store')
        .send(await sheetWorkbook('members', memberColumns, members));
    });
  };
}
