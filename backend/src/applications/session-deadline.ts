// A session's deadline is what its teams worked towards: once it has applications, moving applyEnd
// takes an explicit confirmation (`?confirmDeadlineChange=1` on the PUT), whoever calls, so a
// script cannot move it unnoticed either; the audit entry of the PUT records the old and new deadline.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { first } from '../db/first.ts';
import { applications, type ApplicationRow, type ResourceRow } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

const confirmed = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown> | undefined)?.confirmDeadlineChange;
  return value === '1' || value === 'true';
};

export async function guardDeadlineChange(request: FastifyRequest, current: ResourceRow, next: Record<string, unknown>): Promise<void> {
  const before = current.data.applyEnd;
  const after = next.applyEnd;
  if (typeof before !== 'string' || typeof after !== 'string' || Date.parse(before) === Date.parse(after)) return;
  const programme = current.family.slice(0, current.family.indexOf('/')) as ApplicationRow['programme'];
  const held = await first(
    request.server.store.read
      .select({ total: count() })
      .from(applications)
      .where(and(eq(applications.programme, programme), eq(applications.sessionId, current.id))),
  );
  const total = held?.total ?? 0;
  if (total > 0 && !confirmed(request)) {
    throw new ApiError(409, 'CONFLICT', 'deadlineChangeUnconfirmed', undefined, undefined, 'DEADLINE_CHANGE_UNCONFIRMED');
  }
  request.auditDetail = { ...request.auditDetail, previousApplyEnd: before, applyEnd: after, applications: total };
}
