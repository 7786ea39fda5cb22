import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountRow, ResourceRow } from '../db/schema.ts';
import { ApiError, badInput, forbidden, notFound } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { families, type Family } from './families.ts';
import { presentRecord, type View } from './present.ts';
import { parseListQuery } from './query.ts';
import {
  createRecord,
  deleteRecord,
  findFirstRecord,
  getRecord,
  listRecords,
  moveRecord,
  updateRecord,
  type Scope,
} from './store.ts';

/** What a caller wants to do with a family's records. */
type Action = 'read' | 'replace' | 'create' | 'manage';

/** Managers may do everything; members only read/replace their own records. */
function scopeFor(family: Family, account: AccountRow, action: Action): Scope {
  if (account.role === 'manager') return {};
  const allowed = family.memberAccess === 'own' && (action === 'read' || action === 'replace');
  if (!allowed) throw forbidden();
  return { ownerId: account.id };
}

function viewFor(request: FastifyRequest, account: AccountRow | null): View {
  return account?.role === 'manager' ? 'stored' : requestLanguage(request);
}

function parseId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw badInput('badInput', 'id');
  return Number(raw);
}

function parsePosition(name: string, raw: string): number {
  if (!/^(0|[1-9]\d{0,8})$/.test(raw)) throw badInput('badInput', name);
  return Number(raw);
}

// Record keys a client may send back unchanged after reading a record; the server owns them.
const readOnlyKeys = new Set(['id', 'position', 'createdAt', 'updatedAt', 'ownerId']);

/** Splits a write body into validated family fields and, for managers, the `published` flag. */
function parseBody(family: Family, body: unknown, account: AccountRow): { data: Record<string, unknown>; published?: boolean } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput();
  const fields: Record<string, unknown> = {};
  let published: boolean | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (readOnlyKeys.has(key)) continue;
    if (key === 'published' && account.role === 'manager') {
      if (typeof value !== 'boolean') throw badInput('badInput', key);
      published = value;
    } else {
      fields[key] = value;
    }
  }
  return { data: family.schema.parse(fields), published };
}

/** The record `id` of the family within the caller's scope: 404 if absent, 403 if someone else's. */
async function scopedRecord(app: FastifyInstance, family: Family, id: number, scope: Scope): Promise<ResourceRow> {
  const record = await getRecord(app.store.read, family, id);
  if (!record) throw notFound();
  if (scope.ownerId !== undefined && record.ownerId !== scope.ownerId) throw forbidden();
  return record;
}

type IdParams = { id: string };

/** Every call of the generic contract for one family, under `/api/{family}`. */
function familyRoutes(family: Family) {
  return async (app: FastifyInstance) => {
    // Member-owned records (applications, member data) never leave through the public calls.
    const requirePublic = () => {
      if (family.memberAccess !== 'none') throw new ApiError(403, 'FORBIDDEN', 'notPublic');
    };

    app.get('/pub/list', async (request) => {
      requirePublic();
      const query = parseListQuery(family, request.query, { recordFilters: false });
      const language = requestLanguage(request);
      // Carousel families answer every published record, unpaged (spec §7).
      if (family.rawPublicList) {
        return (await listRecords(app.store.read, family, { publishedOnly: true }, query.filters)).rows.map((row) =>
          presentRecord(family, row, language),
        );
      }
      const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const { rows, total } = await listRecords(app.store.read, family, { publishedOnly: true }, query.filters, page);
      return { items: rows.map((row) => presentRecord(family, row, language)), total };
    });

    app.get<{ Params: IdParams }>('/pub/resource/:id', async (request) => {
      requirePublic();
      const record = await getRecord(app.store.read, family, parseId(request.params.id));
      if (!record?.published) throw notFound();
      return presentRecord(family, record, requestLanguage(request));
    });

    // No family accepts public submissions yet (contract: 405 with a message).
    app.post('/pub/resource', async () => {
      throw new ApiError(405, undefined, 'publicSubmissionClosed');
    });

    app.register(async (pvt) => {
      pvt.addHook('preHandler', authenticate);

      pvt.get('/pvt/list', async (request) => {
        const account = currentAccount(request);
        const scope = scopeFor(family, account, 'read');
        const query = parseListQuery(family, request.query, { recordFilters: account.role === 'manager' });
        const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
        const { rows, total } = await listRecords(app.store.read, family, scope, query.filters, page);
        const view = viewFor(request, account);
        return { items: rows.map((row) => presentRecord(family, row, view)), total };
      });

      pvt.get('/pvt/resource/find', async (request) => {
        const account = currentAccount(request);
        const scope = scopeFor(family, account, 'read');
        const { filters } = parseListQuery(family, request.query, { recordFilters: account.role === 'manager' });
        const record = await findFirstRecord(app.store.read, family, scope, filters);
        if (!record) throw notFound();
        return presentRecord(family, record, viewFor(request, account));
      });

      pvt.post('/pvt/resource', async (request) => {
        const account = currentAccount(request);
        scopeFor(family, account, 'create');
        const { data, published } = parseBody(family, request.body, account);
        const ownerId = account.role === 'manager' ? null : account.id;
        const record = await createRecord(app.store, family, data, { published: published ?? family.memberAccess === 'none', ownerId });
        return presentRecord(family, record, viewFor(request, account));
      });

      pvt.get<{ Params: IdParams }>('/pvt/resource/:id', async (request) => {
        const account = currentAccount(request);
        const record = await scopedRecord(app, family, parseId(request.params.id), scopeFor(family, account, 'read'));
        return presentRecord(family, record, viewFor(request, account));
      });

      pvt.put<{ Params: IdParams }>('/pvt/resource/:id', async (request) => {
        const account = currentAccount(request);
        const record = await scopedRecord(app, family, parseId(request.params.id), scopeFor(family, account, 'replace'));
        const { data, published } = parseBody(family, request.body, account);
        await family.beforeReplace?.(request, record, data);
        const updated = await updateRecord(app.store, family, record.id, () => ({ data, published }));
        return presentRecord(family, updated, viewFor(request, account));
      });

      pvt.delete<{ Params: IdParams }>('/pvt/resource/:id', async (request) => {
        const record = await scopedRecord(app, family, parseId(request.params.id), scopeFor(family, currentAccount(request), 'manage'));
        await deleteRecord(app.store, family, record.id);
        return { id: record.id };
      });

      pvt.patch<{ Params: IdParams & { a: string; b: string } }>('/pvt/resource/:id/move/:a/:b', async (request) => {
        const account = currentAccount(request);
        const record = await scopedRecord(app, family, parseId(request.params.id), scopeFor(family, account, 'manage'));
        const from = parsePosition('a', request.params.a);
        const to = parsePosition('b', request.params.b);
        const view = viewFor(request, account);
        // Whether the record is still at `from` (the client's view may be stale) is judged in the move's transaction.
        return { items: (await moveRecord(app.store, family, record.id, from, to)).map((row) => presentRecord(family, row, view)) };
      });

      pvt.patch<{ Params: IdParams & { prop: string } }>('/pvt/resource/:id/toggle/:prop', async (request) => {
        const account = currentAccount(request);
        const record = await scopedRecord(app, family, parseId(request.params.id), scopeFor(family, account, 'manage'));
        const { prop } = request.params;
        let updated: ResourceRow;
        if (prop === 'published') {
          updated = await updateRecord(app.store, family, record.id, (current) => ({ published: !current.published }));
        } else if (family.fieldKinds[prop] === 'boolean') {
          updated = await updateRecord(app.store, family, record.id, (current) => ({ data: { ...current.data, [prop]: current.data[prop] !== true } }));
        } else {
          throw badInput('notToggleable', prop);
        }
        return presentRecord(family, updated, viewFor(request, account));
      });
    });
  };
}

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const family of families.values()) {
    await app.register(familyRoutes(family), { prefix: `/api/${family.name}` });
  }
}
