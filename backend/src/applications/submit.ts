// Submit (contract § Applications, "Submit rules"): every check and the write in one transaction
// under the session's lock, so parallel submits of one application give one submission and one
// number, and parallel submits of two teams cannot both pass the per-person limit.
import { ruleViolationMessages } from '@yip/rules';
import { and, eq } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { likeEscaped, maxIntegerAfter, prefixPattern } from '../db/json-sql.ts';
import { applications, type AccountRow, type ApplicationRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { badInput, type FieldError } from '../errors.ts';
import { isMessageId } from '../i18n/messages.ts';
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

/**
 * Rules across people (spec §5; the incubator's age limit): reported with their own message rather
 * than '資料未填寫完整', which the confirmation page reads as broken rules rather than gaps.
 */
const peopleRules: readonly string[] = ruleViolationMessages;

function checkComplete(programme: Programme, data: ApplicationData, session: ApplySession): void {
  const fields: FieldError[] = programme
    .incompleteFields(data, session)
    .map((issue) => ({ path: issue.path, messageId: isMessageId(issue.message) ? issue.message : 'badInput' }));
  if (fields.length === 0) return;
  const onlyPeople = fields.every((field) => peopleRules.includes(field.messageId));
  throw badInput(onlyPeople ? (fields[0]?.messageId ?? 'badInput') : 'applicationIncomplete', undefined, fields);
}

async function checkTeamsPerPerson(db: Executor, programme: Programme, row: ApplicationRow): Promise<void> {
  const limit = programme.teamsPerPerson;
  if (limit === undefined) return;
  const members = (row.data.team as { members?: { email?: string }[] } | undefined)?.members ?? [];
  const fields: FieldError[] = [];
  for (const [index, member] of members.entries()) {
    if (member.email && (await submittedTeamsOf(db, programme, row.sessionId, member.email, row.id)) >= limit) {
      fields.push({ path: `team.members.${index}.email`, messageId: 'teamsPerPerson' });
    }
  }
  if (fields.length > 0) throw invalidFields(fields);
}

async function nextRegistrationNumber(db: Executor, programme: Programme, row: ApplicationRow, year: number): Promise<string> {
  const prefix = `${programme.numberPrefix}${year}-`;
  const last = await first(
    db
      .select({ n: maxIntegerAfter(applications.registrationNumber, prefix.length + 1) })
      .from(applications)
      .where(
        and(
          eq(applications.programme, programme.name),
          eq(applications.sessionId, row.sessionId),
          likeEscaped(applications.registrationNumber, prefixPattern(prefix)),
        ),
      ),
  );
  return `${prefix}${String((last?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** `at` is when the submit arrived (arrival.ts): the deadline and its grace are judged by it, and it is the submission's time. */
export async function submitApplication(store: Store, programme: Programme, account: AccountRow, id: number, idempotencyKey: string, at: Date): Promise<SubmitResult> {
  // The submits of one session wait for each other: the next registration number and the
  // per-person count are read from what the one before committed.
  const { sessionId } = await ownApplication(store.read, programme, id, account);
  return store.transaction(
    async (tx) => {
      const row = await ownApplication(tx, programme, id, account);
      // Already past draft: a retry, a double click or a parallel submit answers it unchanged.
      if (!canMove(row.status, 'submit')) return { row, changed: false };
      const { session, inGrace } = submitTiming(await sessionById(tx, programme, row.sessionId), at);
      checkComplete(programme, row.data, session);
      await checkTeamsPerPerson(tx, programme, row);
      const now = new Date().toISOString();
      const [submitted] = await tx
        .update(applications)
        .set({
          status: transitions.submit.to,
          // The receipt time the member is shown and mailed: when the submit reached the site.
          submittedAt: at.toISOString(),
          submittedInGrace: inGrace,
          registrationNumber: await nextRegistrationNumber(tx, programme, row, registrationYear(session)),
          idempotencyKey,
          version: row.version + 1,
          updatedAt: now,
        })
        .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
        .returning();
      await recordSubmittedMembers(tx, programme, id);
      return { row: submitted as ApplicationRow, changed: true };
    },
    { lock: `submit:${programme.name}:${sessionId}` },
  );
}
