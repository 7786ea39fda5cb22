// The managers' spreadsheets (contract § Exports): each programme's applications
// (`{programme}/apply/pvt/download/list`) and the members (`user/resource/pvt/download/list`), with a
// bearer token for scripts, and the newsletter's confirmed subscribers as Mailchimp's import CSV
// (`mailchimp/pvt/download/list`); `…/pvt/download/link` answers a one-minute signed address of the same
// export for a browser (export-links.ts), served at `/files/exports/*`. Headers and values are in
// the request's language, times in Taipei, streamed row by row (export.ts).
import { and, asc, eq, gt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { audit } from '../audit/log.ts';
import { findAccountById } from '../auth/accounts.ts';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { containsPattern, likeEscaped } from '../db/json-sql.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { forbidden, notFound } from '../errors.ts';
import { requestLanguage, type Language } from '../i18n/language.ts';
import { subscriberPages, type Subscriber } from '../newsletter/subscribers.ts';
import { applicationColumns } from './export-columns.ts';
import { exportWord } from './export-headers.ts';
import { createExportLinks, exportFileName, exportFilters, type ExportAsk } from './export-links.ts';
import { csvType, streamCsv, streamWorkbook, taipeiTime, xlsxType, type SheetColumn } from './export.ts';
import type { Programme } from './programme.ts';
import { statusList } from './routes.ts';
import { submittedStatuses } from './status.ts';
import { applicationPages } from './store.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/**
 * Submitted applications unless drafts (or all) are asked for: the list a programme officer works
 * from. `status` is the table's status filter, read as the list reads it (`submitted,final_upload`);
 * given, it alone decides the statuses, so it comes without `filter` (both is a 400 rather than one
 * silently ignored).
 */
export const exportQuery = z
  .strictObject({
    filter: z.enum(exportFilters).optional().describe('submitted (the default), draft or all; not with status'),
    status: statusList.optional().describe('Only these statuses, comma-separated as the list takes them; not with filter'),
    search: z.string().trim().max(100).optional(),
    sessionId: id.optional(),
  })
  .refine((query) => query.filter === undefined || query.status === undefined, { path: ['status'], message: 'filter or status, not both' });
export const membersQuery = z.strictObject({ search: z.string().trim().max(100).optional() });
export const emptyQuery = z.strictObject({});

function memberColumns(lang: Language): SheetColumn<AccountRow>[] {
  const word = (key: Parameters<typeof exportWord>[1]) => exportWord(lang, key);
  const yesNo = (value: boolean) => word(value ? 'yes' : 'no');
  return [
    { header: word('memberEmail'), width: 28, value: (account) => account.email },
    { header: word('memberLastName'), value: (account) => account.lastName },
    { header: word('memberFirstName'), value: (account) => account.firstName },
    { header: word('memberMobile'), value: (account) => account.mobile },
    { header: word('memberBirthday'), width: 12, value: (account) => account.birthday },
    { header: word('memberContactEmail'), width: 28, value: (account) => account.contactEmail },
    { header: word('memberSubscribed'), value: (account) => yesNo(account.subscribed) },
    { header: word('memberVerified'), value: (account) => yesNo(account.verified) },
    { header: word('memberCreatedAt'), width: 18, value: (account) => taipeiTime(account.createdAt) },
  ];
}

/** E-mail, names or mobile containing `q`, case-insensitively (the members' list searches so too). */
export function memberSearch(q: string): SQL | undefined {
  const pattern = containsPattern(q.toLowerCase());
  const contains = (column: SQLWrapper) => likeEscaped(sql`lower(coalesce(${column}, ''))`, pattern);
  return or(contains(accounts.email), contains(accounts.firstName), contains(accounts.lastName), contains(accounts.mobile));
}

/** The members `search` selects, oldest first, 500 at a time (as applicationPages). */
async function* memberPages(db: Executor, search: string | undefined): AsyncGenerator<AccountRow[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'user'), gt(accounts.id, after), search ? memberSearch(search) : undefined))
      .orderBy(asc(accounts.id))
      .limit(500);
    if (page.length > 0) yield page;
    if (page.length < 500) return;
    after = page.at(-1)!.id;
  }
}

type Export = Omit<ExportAsk, 'by' | 'version' | 'exp'>;

export function exportRoutes(programmes: readonly Programme[]) {
  return async (app: FastifyInstance) => {
    const links = createExportLinks(app.config.jwtSecret);

    const exportBody = (ask: Export): { type: string; body: Readable } => {
      // The column Mailchimp's import maps to the audience's e-mail.
      if (ask.kind === 'subscribers') return { type: csvType, body: streamCsv([{ header: 'Email Address', value: (subscriber: Subscriber) => subscriber.email }], subscriberPages(app.store.read)) };
      const programme = programmes.find((candidate) => candidate.name === ask.kind);
      const body = programme
        ? streamWorkbook(exportWord(ask.lang, 'sheetApplications'), applicationColumns(programme, ask.lang, app.config.publicUrl), applicationPages(app.store.read, programme, {
            sessionId: ask.sessionId,
            statuses: ask.statuses ?? (ask.filter === 'draft' ? ['draft'] : ask.filter === 'all' ? undefined : submittedStatuses),
            q: ask.search || undefined,
          }))
        : streamWorkbook(exportWord(ask.lang, 'sheetMembers'), memberColumns(ask.lang), memberPages(app.store.read, ask.search || undefined));
      return { type: xlsxType, body };
    };

    const send = (reply: FastifyReply, ask: Export) => {
      const { type, body } = exportBody(ask);
      return reply
        .header('Content-Type', type)
        .header('Content-Disposition', `attachment; filename="${exportFileName(ask.kind, ask.lang)}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    };

    // Followed by a browser: the signature stands for the token (export-links.ts).
    app.get<{ Params: { name: string }; Querystring: { ask?: string; sig?: string } }>('/files/exports/:name', async (request, reply) => {
      const ask = links.verify(request.query.ask, request.query.sig);
      const manager = ask && (await findAccountById(app.store.read, ask.by));
      if (!ask || !manager || manager.role !== 'manager' || manager.tokenVersion !== ask.version || request.params.name !== exportFileName(ask.kind, ask.lang)) {
        throw notFound();
      }
      // Followed without a token: the manager the link names is who took the data.
      await audit(request, 'export.download', { kind: ask.kind }, { filter: ask.filter, statuses: ask.statuses, search: ask.search, sessionId: ask.sessionId, lang: ask.lang }, { actor: manager });
      return send(reply, ask);
    });

    await app.register(async (managers) => {
      managers.addHook('preHandler', authenticate);
      managers.addHook('preHandler', async (request) => {
        if (currentAccount(request).role !== 'manager') throw forbidden();
      });
      const linkFor = (account: AccountRow, ask: Export) => links.sign({ ...ask, by: account.id, version: account.tokenVersion });

      for (const programme of programmes) {
        const ask = (raw: unknown, lang: Language): Export => {
          const { status, ...query } = exportQuery.parse(raw ?? {});
          return { kind: programme.name, lang, ...query, ...(status ? { statuses: status } : {}) };
        };
        managers.get(`/api/${programme.name}/apply/pvt/download/list`, async (request, reply) => send(reply, ask(request.query, requestLanguage(request))));
        managers.post(`/api/${programme.name}/apply/pvt/download/link`, async (request) => linkFor(currentAccount(request), ask(request.body, requestLanguage(request))));
      }
      const members = (raw: unknown, lang: Language): Export => ({ kind: 'members', lang, ...membersQuery.parse(raw ?? {}) });
      managers.get('/api/user/resource/pvt/download/list', async (request, reply) => send(reply, members(request.query, requestLanguage(request))));
      managers.post('/api/user/resource/pvt/download/link', async (request) => linkFor(currentAccount(request), members(request.body, requestLanguage(request))));
      const subscribers = (raw: unknown, lang: Language): Export => {
        // Every confirmed subscriber: nothing to filter by, and anything sent is a mistake (400).
        emptyQuery.parse(raw ?? {});
        return { kind: 'subscribers', lang };
      };
      managers.get('/api/mailchimp/pvt/download/list', async (request, reply) => send(reply, subscribers(request.query, requestLanguage(request))));
      managers.post('/api/mailchimp/pvt/download/link', async (request) => linkFor(currentAccount(request), subscribers(request.body, requestLanguage(request))));
    });
  };
}
