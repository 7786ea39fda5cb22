// Submit (contract § Applications, "Submit rules"): every check and the write in one immediate
// transaction, so parallel submits of one application give one submission and one number, and
// parallel submits of two teams cannot both pass the per-person limit.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { applications, type AccountRow, type ApplicationRow } from '../db/schema.ts';
import { badInput, type FieldError } from '../errors.ts';
import { isMessageId, type MessageId } from '../i18n/messages.ts';
import type { ApplicationData, Programme } from './programme.ts';
import { invalidFields } from './save.ts';
import { registrationYear, sessionById, submitTiming, type ApplySession } from './sessions.ts';
import { canMove, transitions } from './status.ts';
import { ownApplication, recordSubmittedMembers, submittedTeamsOf } from './store.ts';

export interface SubmitResult {
  row: ApplicationRow;
  /** False when the application was already submitted (a retry): nothing changed, nobody is mailed. */
  changed: boolean;
}

/** Rules across people (spec §5; the incubator's age limit): reported with their own message rather than '資料未填寫完整'. */
const peopleRules: readonly MessageId[] = ['validation.teacherIsMember', 'validation.duplicateEmail', 'validation.ageOver'];

function checkComplete(programme: Programme, data: ApplicationData, session: ApplySession): void {
  const fields: FieldError[] = programme
    .incompleteFields(data, session)
    .map((issue) => ({ path: issue.path, messageId: isMessageId(issue.message) ? issue.message : 'badInput' }));
  if (fields.length === 0) return;
  const onlyPeople = fields.every((field) => peopleRules.includes(field.messageId));
  throw badInput(onlyPeople ? (fields[0]?.messageId ?? 'badInput') : 'applicationIncomplete', undefined, fields);
}

function checkTeamsPerPerson(db: Executor, programme: Programme, row: ApplicationRow): void {
  const limit = programme.teamsPerPerson;
  if (limit === undefined) return;
  const members = ((row.data.team as { members?: { email?: string }[] } | undefined)?.members ?? []);
  const fields: FieldError[] = members.flatMap((member, index) =>
    member.email && submittedTeamsOf(db, programme, row.sessionId, member.email, row.id) >= limit
      ? [{ path: `team.members.${index}.email`, messageId: 'teamsPerPerson' as const }]
      : [],
  );
  if (fields.length > 0) throw invalidFields(fields);
}

function nextRegistrationNumber(db: Executor, programme: Programme, row: ApplicationRow, year: number): string {
  const prefix = `${programme.numberPrefix}${year}-`;
  const last = db
    .select({ n: sql<number | null>`max(cast(substr(${applications.registrationNumber}, ${prefix.length + 1}) as integer))` })
    .from(applications)
    .where(
      and(
        eq(applications.programme, programme.name),
        eq(applications.sessionId, row.sessionId),
        sql`${applications.registrationNumber} like ${`${prefix}%`}`,
      ),
    )
    .get();
  return `${prefix}${String((last?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** `at` is when the submit arrived (arrival.ts): the deadline and its grace are judged by it, and it is the submission's time. */
export function submitApplication(db: Db, programme: Programme, account: AccountRow, id: number, idempotencyKey: string, at: Date): SubmitResult {
  return db.transaction(
    (tx) => {
      const row = ownApplication(tx, programme, id, account);
      // Already past draft: a retry, a double click or a parallel submit answers it unchanged.
      if (!canMove(row.status, 'submit')) return { row, changed: false };
      const { session, inGrace } = submitTiming(sessionById(tx, programme, row.sessionId), at);
      checkComplete(programme, row.data, session);
      checkTeamsPerPerson(tx, programme, row);
      const now = new Date().toISOString();
      const submitted = tx
        .update(applications)
        .set({
          status: transitions.submit.to,
          // The receipt time the member is shown and mailed: when the submit reached the site.
          submittedAt: at.toISOString(),
          submittedInGrace: inGrace,
          registrationNumber: nextRegistrationNumber(tx, programme, row, registrationYear(session)),
          idempotencyKey,
          version: row.version + 1,
          updatedAt: now,
        })
        .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
        .returning()
        .get() as ApplicationRow;
      recordSubmittedMembers(tx, programme, submitted.id);
      return { row: submitted, changed: true };
    },
    { behavior: 'immediate' },
  );
}
