// The calls of one programme's applications under `/api/{programme}/apply` (contract §
// Applications). Every call needs a token; members reach only their own applications (another's
// id is 404), managers read, list, export and delete all.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { applications, applicationStatuses, type AccountRow, type ApplicationRow } from '../db/schema.ts';
import { ApiError, badInput, forbidden } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { mailSubmitted } from './notify.ts';
import { presentApplication } from './present.ts';
import { saveApplication, type SaveDeps } from './save.ts';
import { activeSession, noActiveSession } from './sessions.ts';
import type { UrlSigner } from './signed-urls.ts';
import { isEditable } from './status.ts';
import { applicationSorts, filesOf, findOwnInSession, listApplications, ownerEmailOf, visibleApplication } from './store.ts';
import { applicationHistory } from './history.ts';
import { removeStoredFiles } from './storage.ts';
import { submitApplication } from './submit.ts';
import { arrivalTime } from './arrival.ts';

const id = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number);
/** One status, or several separated by commas (`submitted,final_upload`): the list's filter, which the export reads too. */
export const statusList = z
  .string()
  .transform((value) => value.split(','))
  .pipe(z.array(z.enum(applicationStatuses)).min(1));
export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sessionId: id.optional(),
  status: statusList.optional(),
  q: z.string().trim().max(100).optional(),
  // A manager's view of one member's applications; a member's list is always their own.
  ownerId: id.optional(),
  // Managers only: the console's orders.
  sort: z.enum(applicationSorts).optional(),
});
const findQuery = z.strictObject({ sessionId: id.optional() });
/** A draft's replacement names the version it replaces (a stale one is a CONFLICT). */
export const versionQuery = z.object({ version: z.coerce.number().int().min(1) });
const idempotencyKey = z.string().trim().min(1).max(100);

export function parseId(raw: string): number {
  const parsed = id.safeParse(raw);
  if (!parsed.success) throw badInput('badInput', 'id');
  return parsed.data;
}

const requireMember = (account: AccountRow) => {
  if (account.role !== 'user') throw forbidden();
};

export interface ApplicationDeps extends SaveDeps {
  signer: UrlSigner;
}

export function applicationRoutes(deps: ApplicationDeps) {
  const { store, programme, storage, signer } = deps;

  const present = async (request: FastifyRequest, row: ApplicationRow) => {
    const manager = currentAccount(request).role === 'manager';
    return presentApplication(programme, row, signer, { manager, ownerEmail: manager ? await ownerEmailOf(store.read, row) : undefined });
  };

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/pvt/list', async (request) => {
      const account = currentAccount(request);
      const query = listQuery.parse(request.query);
      const manager = account.role === 'manager';
      if (query.sort && !manager) throw forbidden();
      const { items, total } = await listApplications(
        store.read,
        programme,
        { ownerId: manager ? query.ownerId : account.id, sessionId: query.sessionId, statuses: query.status, q: query.q },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
        query.sort,
      );
      return { items: items.map((item) => presentApplication(programme, item.row, signer, { manager, ownerEmail: item.ownerEmail })), total };
    });

    app.get<{ Params: { id: string } }>('/pvt/history/:id', async (request) => {
      if (currentAccount(request).role !== 'manager') throw forbidden();
      const row = await visibleApplication(store.read, programme, parseId(request.params.id), currentAccount(request));
      return { items: await applicationHistory(store.read, programme, row, await ownerEmailOf(store.read, row)) };
    });

    app.get('/pvt/resource/find', async (request) => {
      const account = currentAccount(request);
      requireMember(account);
      const query = findQuery.parse(request.query);
      const sessionId = query.sessionId ?? (await activeSession(store.read, programme))?.id;
      if (sessionId === undefined) throw noActiveSession();
      const row = await findOwnInSession(store.read, programme, account.id, sessionId);
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
      return present(request, row);
    });

    app.get<{ Params: { id: string } }>('/pvt/resource/:id', async (request) =>
      present(request, await visibleApplication(store.read, programme, parseId(request.params.id), currentAccount(request))),
    );

    app.post('/pvt/resource', async (request) => {
      const account = currentAccount(request);
      requireMember(account);
      return present(request, await saveApplication(deps, request, account, { kind: 'create' }));
    });

    app.put<{ Params: { id: string }; Querystring: { version?: string } }>('/pvt/resource/:id', async (request) => {
      const account = currentAccount(request);
      requireMember(account);
      const applicationId = parseId(request.params.id);
      const query = versionQuery.safeParse(request.query);
      if (!query.success) throw badInput('versionRequired', 'version');
      return present(request, await saveApplication(deps, request, account, { kind: 'update', id: applicationId, version: query.data.version }));
    });

    app.delete<{ Params: { id: string } }>('/pvt/resource/:id', async (request) => {
      const account = currentAccount(request);
      const applicationId = parseId(request.params.id);
      const files = await store.transaction(async (tx) => {
        const row = await visibleApplication(tx, programme, applicationId, account);
        // Owners delete drafts only; a submitted team stays (managers may remove any).
        if (account.role !== 'manager' && !isEditable(row.status)) throw new ApiError(409, 'CONFLICT', 'applicationLocked');
        const held = await filesOf(tx, row.id);
        // The file rows go with the application (cascade).
        await tx.delete(applications).where(eq(applications.id, row.id));
        return held;
      });
      // The files once the delete committed.
      await removeStoredFiles(storage, files.map((file) => file.storedName));
      return { id: applicationId };
    });

    app.post<{ Params: { id: string } }>('/pvt/submit/:id', async (request) => {
      const account = currentAccount(request);
      requireMember(account);
      const applicationId = parseId(request.params.id);
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badInput('idempotencyKey', 'Idempotency-Key');
      const { row, changed } = await submitApplication(store, programme, account, applicationId, key.data, arrivalTime(request));
      if (changed) mailSubmitted(app, programme, row, requestLanguage(request));
      return present(request, row);
    });

  };
}
