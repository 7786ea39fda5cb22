// A session's deadlines are what its teams worked towards (`@yip/rules` sessionDeadlineMoves: the
// apply end, the submit grace and the incubator's final-upload end): once the session has
// applications, changing any takes an explicit confirmation (`?confirmDeadlineChange=1` on the
// PUT), whoever calls, so a script cannot move one unnoticed either; the audit entry of the PUT
// records each change from and to (`previousApplyEnd` and `applyEnd`, and so on).
import { sessionDeadlineMoves, type SessionDeadlineField } from '@yip/rules';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { first } from '../db/first.ts';
import { applications, type ApplicationRow, type ResourceRow } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { defaultSubmitGraceSeconds } from './sessions.ts';

/** The audit detail's key of each deadline's value before the change. */
const previousKey: Record<SessionDeadlineField, string> = {
  applyEnd: 'previousApplyEnd',
  submitGraceSeconds: 'previousSubmitGraceSeconds',
  finalUploadEnd: 'previousFinalUploadEnd',
};

const confirmed = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown> | undefined)?.confirmDeadlineChange;
  return value === '1' || value === 'true';
};

export async function guardDeadlineChange(request: FastifyRequest, current: ResourceRow, next: Record<string, unknown>): Promise<void> {
  const programme = current.family.slice(0, current.family.indexOf('/')) as ApplicationRow['programme'];
  // A session saved before the grace existed has the default (sessions.ts).
  const before = { ...current.data, submitGraceSeconds: current.data.submitGraceSeconds ?? defaultSubmitGraceSeconds };
  const moves = sessionDeadlineMoves(before, next, { finalRound: programme === 'incubator' });
  if (moves.length === 0) return;
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
  const detail = Object.fromEntries(moves.flatMap(({ field, from, to }) => [[previousKey[field], from], [field, to]]));
  request.auditDetail = { ...request.auditDetail, ...detail, applications: total };
}
