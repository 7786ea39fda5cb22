import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountRow, ResourceRow } from '../db/schema.ts';
import { ApiError, badInput, forbidden, notFound } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { authenticate, currentAccount, requireRole } from '../auth/guard.ts';
import { binFamilies, listBin, purgeAt, restoreFromBin, schedulePurge } from './bin.ts';
import { assertComplete, parseFields } from './drafts.ts';
import { familySpecs } from './field-specs.ts';
import { families, type Family, type FamilyName } from './families.ts';
import { presentRecord, type View } from './present.ts';
import { parseListQuery } from './query.ts';
import { listRevisions, presentRevision, restoreRevision } from './revisions.ts';
import { changeFeedRoutes } from './change-feed.ts';
import { schedulableFamilies } from './schedule-rules.ts';
import { schedulePublishing, scheduleRoutes } from './schedule.ts';
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
const readOnlyKeys = new Set(['id', 'position', 'createdAt', 'updatedAt', 'ownerId', 'version', 'updatedBy']);

/**
 * The version a write was edited from: `If-Match: "3"` or `?version=3`; undefined when the client
 * names none (spec clients replace records unconditionally, as before versions existed).
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const query = (request.query ?? {}) as Record<string, unknown>;
  const raw = typeof header === 'string' ? /^(?:W\/)?"?([1-9]\d{0,8})"?$/.exec(header.trim())?.[1] : query.version;
  if (raw === undefined) {
    if (header !== undefined) throw badInput('badInput', 'If-Match');
    return undefined;
  }
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw badInput('badInput', 'version');
  return Number(raw);
}

/** Splits a write body into family fields (parsed for the record's published state after the write) and, for managers, the `published` flag. */
function parseBody(
  family: Family,
  body: unknown,
  account: AccountRow,
  publishedBefore: boolean,
): { data: Record<string, unknown>; published?: boolean } {
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
  return { data: parseFields(family, fields, published ?? publishedBefore), published };
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
        const { data, published } = parseBody(family, request.body, account, family.memberAccess === 'none');
        const ownerId = account.role === 'manager' ? null : account.id;
        const record = await createRecord(app.store, family, data, { published: published ?? family.memberAccess === 'none', ownerId, actor: account.email });
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
        const version = expectedVersion(request);
        const { data, published } = parseBody(family, request.body, account, record.published);
        await family.beforeReplace?.(request, record, data);
        const updated = await updateRecord(app.store, family, record.id, () => ({ data, published }), { expectedVersion: version, actor: account.email });
        // Added to what the guard recorded (a deadline change's from and to), not in its place.
        request.auditDetail = { ...request.auditDetail, version: updated.version };
        return presentRecord(family, updated, viewFor(request, account));
      });

      pvt.delete<{ Params: IdParams }>('/pvt/resource/:id', async (request) => {
        const account = currentAccount(request);
        const record = await scopedRecord(app, family, parseId(request.params.id), scopeFor(family, account, 'manage'));
        await deleteRecord(app.store, family, record.id, account.email);
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
        const options = { expectedVersion: expectedVersion(request), actor: account.email };
        if (prop === 'published') {
          updated = await updateRecord(
            app.store,
            family,
            record.id,
            (current) => {
              // Visitors never see a record missing a language (drafts.ts).
              if (!current.published && family.content) assertComplete(family, current.data);
              return { published: !current.published };
            },
            options,
          );
        } else if (family.fieldKinds[prop] === 'boolean') {
          updated = await updateRecord(app.store, family, record.id, (current) => ({ data: { ...current.data, [prop]: current.data[prop] !== true } }), options);
        } else {
          throw badInput('notToggleable', prop);
        }
        return presentRecord(family, updated, viewFor(request, account));
      });

      if (family.content) contentRoutes(pvt, family);
      if (schedulableFamilies.has(family.name)) scheduleRoutes(pvt, family);
    });
  };
}

type RevisionParams = IdParams & { version: string };

/** The studio's calls on one content family's records: revisions and the bin (issue 21). */
function contentRoutes(pvt: FastifyInstance, family: Family): void {
  const manager = (request: FastifyRequest) => {
    const account = currentAccount(request);
    scopeFor(family, account, 'manage');
    return account;
  };

  pvt.get<{ Params: IdParams }>('/pvt/resource/:id/revisions', async (request) => {
    manager(request);
    const record = await scopedRecord(pvt, family, parseId(request.params.id), {});
    return { items: (await listRevisions(pvt.store.read, record)).map((revision) => presentRevision(family, revision)) };
  });

  pvt.post<{ Params: RevisionParams }>('/pvt/resource/:id/revisions/:version/restore', async (request) => {
    const account = manager(request);
    const record = await scopedRecord(pvt, family, parseId(request.params.id), {});
    const version = expectedVersion(request);
    if (version === undefined) throw badInput('versionRequired', 'version');
    const restored = await restoreRevision(pvt.store, family, record, parsePosition('version', request.params.version), version, account.email);
    request.auditDetail = { revision: Number(request.params.version), version: restored.version };
    return presentRecord(family, restored, 'stored');
  });

  pvt.post<{ Params: IdParams }>('/pvt/bin/:id/restore', async (request) => {
    const account = manager(request);
    return presentRecord(family, await restoreFromBin(pvt.store, family, parseId(request.params.id), account.email), 'stored');
  });
}

/** A binned record as the bin lists it. */
export function presentBinEntry(family: Family, row: ResourceRow) {
  return { family: family.name, record: presentRecord(family, row, 'stored'), deletedAt: row.deletedAt?.toISOString() ?? '', deletedBy: row.deletedBy, purgeAt: purgeAt(row).toISOString() };
}

/** The studio's calls across families: what each holds, and the bin. */
async function studioRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/content/pvt/families', { preHandler: requireRole('manager') }, async () => ({ items: familySpecs }));

  app.get('/api/content/pvt/bin', { preHandler: requireRole('manager') }, async (request) => {
    const { family: name, ...rest } = (request.query ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0) throw badInput('unknownField', Object.keys(rest).join(', '));
    const family = name === undefined ? undefined : families.get(name as FamilyName);
    if (name !== undefined && !family?.content) throw badInput('badInput', 'family');
    const rows = await listBin(app.store.read, binFamilies(family));
    return { items: rows.map((row) => presentBinEntry(families.get(row.family as FamilyName) as Family, row)) };
  });
}

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const family of families.values()) {
    await app.register(familyRoutes(family), { prefix: `/api/${family.name}` });
  }
  await app.register(studioRoutes);
  await app.register(changeFeedRoutes);
  schedulePurge(app);
  schedulePublishing(app);
}
