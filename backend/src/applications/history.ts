// What happened to one application, for the managers' console (`GET {programme}/apply/pvt/history/{id}`):
// its own times (by the owner), the managers' raise and downgrade from the audit log (by their
// e-mail), the deadline reminders mailed (reminders_sent) and the submit confirmation, oldest first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLog, remindersSent, type ApplicationRow } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { Programme } from './programme.ts';

export type HistoryKind = 'created' | 'submitted' | 'submitted_mailed' | 'raised' | 'downgraded' | 'final_uploaded' | 'reminder_mailed';

export interface HistoryEvent {
  kind: HistoryKind;
  at: string;
  /** The member's or manager's e-mail; null for the product's own mails. */
  by: string | null;
  /** reminder_mailed: the stage in hours before applyEnd, and whether the mail went out. */
  stage?: number;
  delivered?: boolean;
  /** submitted_mailed: the addresses the confirmation went to. */
  recipients?: string[];
}

const transitions = { raise: 'raised', downgrade: 'downgraded' } as const;

export async function applicationHistory(db: Executor, programme: Programme, row: ApplicationRow, ownerEmail: string): Promise<HistoryEvent[]> {
  const events: HistoryEvent[] = [{ kind: 'created', at: row.createdAt, by: ownerEmail }];
  if (row.submittedAt) {
    events.push({ kind: 'submitted', at: row.submittedAt, by: ownerEmail });
    // notify.ts mails each distinct address once, as the submit commits.
    const recipients = [...new Set(programme.recipients(row.data).map((recipient) => recipient.email.trim().toLowerCase()))];
    events.push({ kind: 'submitted_mailed', at: row.submittedAt, by: null, recipients });
  }
  if (row.finalSubmittedAt) events.push({ kind: 'final_uploaded', at: row.finalSubmittedAt, by: ownerEmail });

  const routes = Object.keys(transitions).map((transition) => `POST /api/${programme.name}/apply/pvt/${transition}/:id`);
  const moves = await db
    .select({ action: auditLog.action, at: auditLog.at, by: auditLog.actorEmail })
    .from(auditLog)
    .where(and(inArray(auditLog.action, routes), eq(auditLog.targetId, String(row.id))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  for (const move of moves) {
    const transition = move.action.slice(move.action.lastIndexOf('/pvt/') + 5, move.action.lastIndexOf('/')) as keyof typeof transitions;
    events.push({ kind: transitions[transition], at: new Date(move.at).toISOString(), by: move.by });
  }

  const reminders = await db.select().from(remindersSent).where(eq(remindersSent.applicationId, row.id));
  for (const reminder of reminders) {
    events.push({ kind: 'reminder_mailed', at: new Date(reminder.sentAt).toISOString(), by: null, stage: reminder.stage, delivered: reminder.outcome !== 'failed' });
  }
  // Stable: what happened at the same instant keeps the order above (submitted, then its mail).
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
