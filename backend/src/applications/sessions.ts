// A programme's sessions (屆) are generic `{programme}/session` records; applications read their
// apply window from them.
import { and, asc, eq } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { jsonBooleanIs } from '../db/json-sql.ts';
import { resources } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { ApiError } from '../errors.ts';
import type { Programme } from './programme.ts';

/** Two minutes: far longer than a burst's queue, far shorter than anyone could use to finish a form. */
export const defaultSubmitGraceSeconds = 120;

/** Reminders of unsubmitted drafts a week, a day and three hours before applyEnd. */
export const defaultReminderStages: readonly number[] = [168, 24, 3];

export interface ApplySession {
  id: number;
  /** The session's name in each language ('2026 慈悲科技創新競賽'). */
  name: { zhTw?: string; en?: string };
  applyStart: string;
  applyEnd: string;
  /** How long after applyEnd a submit that reached the site is still taken (marked as in the grace). */
  submitGraceSeconds: number;
  /** The incubator's final-round upload closes at this instant. */
  finalUploadEnd: string;
  /** Hours before applyEnd when drafts are reminded, latest first (the longest lead). */
  reminderStages: readonly number[];
}

function toSession(row: { id: number; data: Record<string, unknown> } | undefined): ApplySession | undefined {
  if (!row) return undefined;
  const { name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, reminderStages } = row.data;
  return {
    id: row.id,
    name: typeof name === 'object' && name !== null ? (name as ApplySession['name']) : {},
    applyStart: String(applyStart),
    applyEnd: String(applyEnd),
    // Sessions saved before the grace existed have none stored: the default.
    submitGraceSeconds: typeof submitGraceSeconds === 'number' ? submitGraceSeconds : defaultSubmitGraceSeconds,
    finalUploadEnd: String(finalUploadEnd),
    // Likewise for the reminders.
    reminderStages: Array.isArray(reminderStages) ? (reminderStages as number[]) : defaultReminderStages,
  };
}

/** The one active session of the programme, if a manager has marked one. */
export async function activeSession(db: Executor, programme: Programme): Promise<ApplySession | undefined> {
  const row = await first(
    db
      .select({ id: resources.id, data: resources.data })
      .from(resources)
      .where(and(eq(resources.family, programme.sessionFamily), jsonBooleanIs(resources.data, '$.active', true)))
      .orderBy(asc(resources.position), asc(resources.id)),
  );
  return toSession(row);
}

export async function sessionById(db: Executor, programme: Programme, id: number): Promise<ApplySession | undefined> {
  const row = await first(
    db
      .select({ id: resources.id, data: resources.data })
      .from(resources)
      .where(and(eq(resources.family, programme.sessionFamily), eq(resources.id, id))),
  );
  return toSession(row);
}

export const noActiveSession = () => new ApiError(404, 'NOT_FOUND', 'sessionLookupFailed');

/**
 * Draft saves are taken from applyStart up to applyEnd plus the session's submit grace, both
 * inclusive, judged by arrival like a submit; otherwise 403 REGISTRATION_CLOSED. The grace takes
 * the save an apply page makes of what was typed as it closes at the deadline (web ApplyShell):
 * the page shows nothing editable after applyEnd, so only that save lands in it.
 */
export function requireOpen(session: ApplySession | undefined, now = new Date()): asserts session is ApplySession {
  const time = now.getTime();
  const open = session && Date.parse(session.applyStart) <= time && time <= Date.parse(session.applyEnd) + session.submitGraceSeconds * 1000;
  if (!open) throw new ApiError(403, 'REGISTRATION_CLOSED', 'registrationClosed');
}

/**
 * A submit is taken when it reached the site (`at`, arrival.ts) from applyStart up to applyEnd plus
 * the session's grace, both inclusive; otherwise 403 REGISTRATION_CLOSED. The grace absorbs what
 * no stamp can see (the connection queue before the gateway reads the request, a slow network): a
 * submit that arrived after applyEnd is taken but answered `inGrace`, so staff can see it.
 */
export function submitTiming(session: ApplySession | undefined, at: Date): { session: ApplySession; inGrace: boolean } {
  const time = at.getTime();
  const end = session ? Date.parse(session.applyEnd) : Number.NaN;
  if (!session || time < Date.parse(session.applyStart) || time > end + session.submitGraceSeconds * 1000) {
    throw new ApiError(403, 'REGISTRATION_CLOSED', 'registrationClosed');
  }
  return { session, inGrace: time > end };
}

/** The final upload is taken up to finalUploadEnd (inclusive); afterwards 403 REGISTRATION_CLOSED. */
export function requireFinalUploadOpen(session: ApplySession | undefined, now = new Date()): asserts session is ApplySession {
  if (!session || now.getTime() > Date.parse(session.finalUploadEnd)) throw new ApiError(403, 'REGISTRATION_CLOSED', 'finalUploadClosed');
}

/** A year of the Western calendar standing on its own in a name ('2026 慈悲科技創新競賽', '第十屆（2026）'). */
const yearInName = /(?<!\d)(?:19|20)\d{2}(?!\d)/;

/**
 * The year registration numbers carry: the one the foundation names the session by (the first year
 * in its Chinese name, else its English one), since a session named '2026 …' may close in January
 * 2027; a name without a year falls back to the apply end's year in Asia/Taipei (UTC+8 all year).
 */
export function registrationYear(session: Pick<ApplySession, 'name' | 'applyEnd'>): number {
  for (const name of [session.name.zhTw, session.name.en]) {
    const year = name ? yearInName.exec(name)?.[0] : undefined;
    if (year) return Number(year);
  }
  return new Date(Date.parse(session.applyEnd) + 8 * 3_600_000).getUTCFullYear();
}
