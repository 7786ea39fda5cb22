// Scheduled publishing (issue 21 item 8): an officer sets when a record of a schedulable family is
// published and unpublished; one backend process a period (the `content-schedule` lease,
// coordination/schedule.ts) makes each change that is due. Each change is a normal versioned change
// (a revision and an audit entry by "scheduler", counted for the gateways by change-feed.ts), made
// in the transaction that clears its time, so it happens once even if two processes ran at once.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentAccount } from '../auth/guard.ts';
import { every } from '../coordination/schedule.ts';
import { first } from '../db/first.ts';
import { auditLog, contentSchedules, resources, type ContentScheduleRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { badInput, forbidden, notFound, type FieldError } from '../errors.ts';
import { assertComplete, missingTranslations } from './drafts.ts';
import { families, type Family, type FamilyName } from './families.ts';
import { dueChange, scheduleProblems, type ScheduledChange, type ScheduleTimes } from './schedule-rules.ts';
import { getRecord, updateRecordIn } from './store.ts';

/** Who the revisions and audit entries of scheduled changes name. */
export const schedulerActor = 'scheduler';

export interface ScheduleAnswer {
  publishAt: string | null;
  unpublishAt: string | null;
  setBy: string | null;
}

const present = (row: ContentScheduleRow | undefined): ScheduleAnswer => ({
  publishAt: row?.publishAt?.toISOString() ?? null,
  unpublishAt: row?.unpublishAt?.toISOString() ?? null,
  setBy: row?.setBy ?? null,
});

export function readSchedule(db: Executor, id: number): Promise<ContentScheduleRow | undefined> {
  return first(db.select().from(contentSchedules).where(eq(contentSchedules.resourceId, id)));
}

const time = z.iso.datetime({ offset: true }).transform((value) => new Date(value)).nullable();
/** What `PUT …/schedule` takes (the OpenAPI document declares it too). */
export const scheduleBody = z.strictObject({ publishAt: time, unpublishAt: time });

/** Parses and checks an officer's times (400 naming each field), `now` being the request's time. */
export function parseSchedule(family: Family, data: Record<string, unknown>, body: unknown, now: number): ScheduleTimes {
  const parsed = scheduleBody.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue): FieldError => ({ path: issue.path.join('.') || 'body', messageId: 'badInput' }));
    throw badInput('badInput', fields.map((field) => field.path).join(', '), fields);
  }
  const problems = scheduleProblems(parsed.data, now);
  if (problems.length > 0) throw badInput(problems[0]?.messageId, problems.map((problem) => problem.path).join(', '), problems);
  // Told now rather than when it fails unseen at its time.
  if (parsed.data.publishAt) assertComplete(family, data);
  return parsed.data;
}

/** Keeps the times (none at all: the row goes). */
async function writeSchedule(store: Store, id: number, times: ScheduleTimes, actor: string): Promise<ContentScheduleRow | undefined> {
  return store.transaction(async (tx) => {
    if (!times.publishAt && !times.unpublishAt) {
      await tx.delete(contentSchedules).where(eq(contentSchedules.resourceId, id));
      return undefined;
    }
    const values = { publishAt: times.publishAt, unpublishAt: times.unpublishAt, setBy: actor };
    const [row] = await tx.insert(contentSchedules).values({ resourceId: id, ...values }).onConflictDoUpdate({ target: contentSchedules.resourceId, set: values }).returning();
    return row;
  });
}

/** What one due change came to. */
export interface ScheduledOutcome {
  id: number;
  change: ScheduledChange;
  /** `done`: a new version; `unchanged`: it already was so; `incomplete`: not published (a language missing); `gone`: binned or deleted. */
  outcome: 'done' | 'unchanged' | 'incomplete' | 'gone';
}

/** Makes the earliest change due for record `id`, if any, in one transaction that first clears its time. */
async function makeDueChange(store: Store, id: number, now: number): Promise<ScheduledOutcome | undefined> {
  return store.transaction(async (tx) => {
    const schedule = await readSchedule(tx, id);
    const change = schedule && dueChange(schedule, now);
    if (!schedule || !change) return undefined;
    const column = change === 'publish' ? contentSchedules.publishAt : contentSchedules.unpublishAt;
    const at = change === 'publish' ? schedule.publishAt : schedule.unpublishAt;
    // Cleared only if still as read: of two runs at once, one clears it and makes the change.
    const cleared = await tx
      .update(contentSchedules)
      .set(change === 'publish' ? { publishAt: null } : { unpublishAt: null })
      .where(and(eq(contentSchedules.resourceId, id), eq(column, at as Date)))
      .returning();
    if (cleared.length === 0) return undefined;
    await tx.delete(contentSchedules).where(and(eq(contentSchedules.resourceId, id), isNull(contentSchedules.publishAt), isNull(contentSchedules.unpublishAt)));

    const row = await first(tx.select().from(resources).where(eq(resources.id, id)));
    const family = row && families.get(row.family as FamilyName);
    const live = family && (await getRecord(tx, family, id));
    if (!family || !live) return { id, change, outcome: 'gone' };
    const publish = change === 'publish';
    const entry = (action: string, detail: Record<string, unknown>) =>
      tx.insert(auditLog).values({ at: new Date(now), actorId: null, actorEmail: schedulerActor, action, targetKind: family.name, targetId: String(id), detail: { scheduledFor: at?.toISOString(), ...detail }, fromAddress: null });
    if (live.published === publish) return { id, change, outcome: 'unchanged' };
    if (publish) {
      const missing = missingTranslations(family, live.data);
      if (missing.length > 0) {
        await entry('content scheduled publish failed', { missing });
        return { id, change, outcome: 'incomplete' };
      }
    }
    const updated = await updateRecordIn(tx, family, id, () => ({ published: publish }), { actor: schedulerActor });
    await entry(`content scheduled ${change}`, { version: updated.version });
    return { id, change, outcome: 'done' };
  });
}

/** Makes every change due at `now`, each once; answers what each came to. */
export async function runDueSchedules(store: Store, now = Date.now()): Promise<ScheduledOutcome[]> {
  const at = new Date(now);
  const due = await store.read
    .select({ id: contentSchedules.resourceId })
    .from(contentSchedules)
    .where(or(lte(contentSchedules.publishAt, at), lte(contentSchedules.unpublishAt, at)));
  const outcomes: ScheduledOutcome[] = [];
  for (const { id } of due) {
    // Both times may be past (a backend that was down): each in its own transaction, in order.
    for (let outcome = await makeDueChange(store, id, now); outcome; outcome = await makeDueChange(store, id, now)) outcomes.push(outcome);
  }
  return outcomes;
}

/** The scheduler, in whichever backend process takes its lease each period. */
export function schedulePublishing(app: FastifyInstance): void {
  every(app, 'content-schedule', app.config.contentScheduleCheckMs, async () => {
    const outcomes = await runDueSchedules(app.store);
    if (outcomes.length > 0) app.log.info({ outcomes }, 'content schedule: made the changes due');
  });
}

type IdParams = { id: string };

/** `GET` and `PUT /api/{family}/pvt/resource/:id/schedule` on the family's authenticated `pvt` scope: managers only (the PUT audited by route). */
export function scheduleRoutes(pvt: FastifyInstance, family: Family): void {
  const record = async (request: FastifyRequest<{ Params: IdParams }>) => {
    if (currentAccount(request).role !== 'manager') throw forbidden();
    if (!/^[1-9]\d{0,15}$/.test(request.params.id)) throw badInput('badInput', 'id');
    const row = await getRecord(pvt.store.read, family, Number(request.params.id));
    if (!row) throw notFound();
    return row;
  };
  pvt.get<{ Params: IdParams }>('/pvt/resource/:id/schedule', async (request) => present(await readSchedule(pvt.store.read, (await record(request)).id)));
  pvt.put<{ Params: IdParams }>('/pvt/resource/:id/schedule', async (request) => {
    const row = await record(request);
    const times = parseSchedule(family, row.data, request.body, Date.now());
    return present(await writeSchedule(pvt.store, row.id, times, currentAccount(request).email));
  });
}
