import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLog, type AccountRow } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

/** What an entry is about: an account, a content record, an application… */
export interface AuditTarget {
  kind: string;
  id?: string | number | undefined;
}

/** Who acted: the caller's account, or for a sign-in the account (or bare e-mail) it was for. */
export interface AuditActor {
  id?: number | undefined;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once a route has written its own entry, so the manager-action hook does not add another. */
    audited: boolean;
    /** What a route adds to the manager-action hook's entry (a session's old and new deadline). */
    auditDetail: Record<string, unknown> | null;
  }
}

const actorOf = (account: Pick<AccountRow, 'id' | 'email'>): AuditActor => ({ id: account.id, email: account.email });

/**
 * Appends one entry: in `tx` when the action's own transaction should carry it (it is then recorded
 * exactly when the action is), else in a transaction of its own. The actor is the authenticated
 * caller unless given (a sign-in has none yet).
 */
export async function audit(
  request: FastifyRequest,
  action: string,
  target?: AuditTarget,
  detail: Record<string, unknown> = {},
  options: { actor?: AuditActor | Pick<AccountRow, 'id' | 'email'>; tx?: Executor } = {},
): Promise<void> {
  const actor = options.actor ?? (request.account ? actorOf(request.account) : undefined);
  const entry = {
    at: new Date(),
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action,
    targetKind: target?.kind ?? null,
    targetId: target?.id === undefined ? null : String(target.id),
    detail,
    fromAddress: request.ip,
  };
  request.audited = true;
  if (options.tx) await options.tx.insert(auditLog).values(entry);
  else await request.server.store.transaction((tx) => tx.insert(auditLog).values(entry));
}

// Reads that hand data out: exports and file downloads are recorded like writes.
const handsDataOut = /\/(download|export)\//;

/**
 * Every other manager action is recorded here, once answered successfully, so no route of the
 * generic families, applications or settings can be left out: any write a manager makes, and any
 * export or download. The action names the route (`PUT /api/incubator/session/pvt/resource/:id`),
 * the target its family path and `:id`. Written before the answer is sent (`onSend`).
 */
export function registerManagerAudit(app: FastifyInstance): void {
  app.decorateRequest('audited', false);
  app.decorateRequest('auditDetail', null);
  app.addHook('onSend', async (request, reply) => {
    if (request.audited || request.account?.role !== 'manager' || reply.statusCode >= 400) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    // A refresh only keeps the session going; it is not an action.
    if ((reading && !handsDataOut.test(route)) || route.endsWith('/token/refresh')) return;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const kind = /^\/api\/(.+?)\/(?:pvt|pub)\//.exec(route)?.[1] ?? route;
    const query = reading ? (request.query as Record<string, unknown>) : undefined;
    await audit(request, `${request.method} ${route}`, { kind, id: params.id }, {
      status: reply.statusCode,
      ...(query && Object.keys(query).length > 0 ? { query } : {}),
      ...request.auditDetail,
    });
  });
}
