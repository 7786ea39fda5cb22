// Sending the deadline reminders of unsubmitted drafts (issue 20 item 6). Each process may run this
// (the schedule's lease makes one do it per period, but nothing relies on that): a draft's stage is
// claimed by inserting its `reminders_sent` row before the mail is sent, and the row's key lets one
// insert win, so no stage is mailed twice across restarts or processes. A mail that fails is
// recorded as failed and not sent again: a broken address must not be mailed every few minutes.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accounts, applications, reminderOptOuts, remindersSent } from '../../db/schema.ts';
import type { Executor, Store } from '../../db/store.ts';
import type { Language } from '../../i18n/language.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { draftReminderMail, type ReminderStep } from '../../mail/reminder-mail.ts';
import { webLink } from '../../mail/templates.ts';
import { fieldLabel } from '../labels.ts';
import type { ApplicationData, Programme } from '../programme.ts';
import { activeSession, type ApplySession } from '../sessions.ts';
import { optOutUrl, type OptOutSigner } from './opt-out.ts';
import { dueStage } from './stages.ts';

export interface ReminderDeps {
  store: Store;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  optOut: OptOutSigner;
}

/** A draft as a reminder needs it; `id` undefined for the sample a preview shows when no draft exists. */
export interface DraftToRemind {
  id: number | undefined;
  ownerId: number;
  data: ApplicationData;
  language: Language | null;
  /** The owner's contact e-mail, else their login e-mail. */
  to: string;
}

/** The two editable steps, and the part of the data each holds. */
const steps = [
  { route: 'team-data', part: 'team' },
  { route: 'proposal', part: 'proposal' },
] as const;

/**
 * The reminder of one draft: what it still misses (the submit's own completeness rules), by the
 * labels of the form, grouped by the step that holds them and linked to it, in the language the
 * draft was last saved in (no account stores one), else Chinese.
 */
export function reminderMail(deps: Pick<ReminderDeps, 'publicUrl' | 'optOut'>, programme: Programme, session: ApplySession, draft: DraftToRemind): Mail {
  const lang = draft.language ?? 'zhTw';
  const stepUrl = (route: string) => webLink(deps.publicUrl, lang, `${programme.applyPath}/${route}/${draft.id ?? 'new'}`);
  const missing = programme.incompleteFields(draft.data, session).map((field) => field.path);
  const reminderSteps: ReminderStep[] = [];
  for (const step of steps) {
    const paths = missing.filter((path) => path === step.part || path.startsWith(`${step.part}.`));
    if (paths.length === 0) continue;
    const labels = [...new Set(paths.map((path) => fieldLabel(programme.name, path, lang) ?? path))];
    reminderSteps.push({ label: fieldLabel(programme.name, step.part, lang) ?? step.part, fields: labels, url: stepUrl(step.route) });
  }
  return draftReminderMail(lang, draft.to, {
    title: programme.title[lang],
    teamName: programme.teamName(draft.data),
    applyEnd: new Date(session.applyEnd),
    steps: reminderSteps,
    confirmUrl: stepUrl('confirm'),
    offUrl: optOutUrl(deps.publicUrl, deps.optOut, draft.ownerId),
  });
}

const draftColumns = {
  id: applications.id,
  ownerId: applications.ownerId,
  data: applications.data,
  language: applications.language,
  email: accounts.email,
  contactEmail: accounts.contactEmail,
};

const toDraft = (row: { id: number; ownerId: number; data: ApplicationData; language: Language | null; email: string; contactEmail: string | null }): DraftToRemind => ({
  id: row.id,
  ownerId: row.ownerId,
  data: row.data,
  language: row.language,
  to: row.contactEmail?.trim() || row.email,
});

/**
 * The session's drafts a stage still has to remind: not submitted, started before the stage fell
 * due (a draft begun after it has its deadline in view), not yet reminded at this stage, of owners
 * who have not turned reminders off.
 */
export async function draftsToRemind(db: Executor, programme: Programme, session: ApplySession, stage: { stage: number; at: Date }): Promise<DraftToRemind[]> {
  const rows = await db
    .select(draftColumns)
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.ownerId))
    .leftJoin(remindersSent, and(eq(remindersSent.applicationId, applications.id), eq(remindersSent.stage, stage.stage)))
    .leftJoin(reminderOptOuts, eq(reminderOptOuts.accountId, applications.ownerId))
    .where(
      and(
        eq(applications.programme, programme.name),
        eq(applications.sessionId, session.id),
        eq(applications.status, 'draft'),
        lte(applications.createdAt, stage.at.toISOString()),
        isNull(remindersSent.applicationId),
        isNull(reminderOptOuts.accountId),
      ),
    )
    .orderBy(asc(applications.id));
  return rows.map(toDraft);
}

/** The session's first draft, for a preview when the stage has nobody left to remind. */
export async function firstDraft(db: Executor, programme: Programme, session: ApplySession): Promise<DraftToRemind | undefined> {
  const [row] = await db
    .select(draftColumns)
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.ownerId))
    .where(and(eq(applications.programme, programme.name), eq(applications.sessionId, session.id), eq(applications.status, 'draft')))
    .orderBy(asc(applications.id))
    .limit(1);
  return row && toDraft(row);
}

/** Claims a draft's stage: true for the one caller whose row went in. */
async function claim(store: Store, applicationId: number, stage: number): Promise<boolean> {
  const inserted = await store.transaction((tx) =>
    tx
      .insert(remindersSent)
      .values({ applicationId, stage, sentAt: new Date() })
      .onConflictDoNothing({ target: [remindersSent.applicationId, remindersSent.stage] })
      .returning({ applicationId: remindersSent.applicationId }),
  );
  return inserted.length > 0;
}

async function recordOutcome(store: Store, applicationId: number, stage: number, delivered: boolean): Promise<void> {
  await store.transaction((tx) =>
    tx
      .update(remindersSent)
      .set({ outcome: delivered ? 'sent' : 'failed' })
      .where(and(eq(remindersSent.applicationId, applicationId), eq(remindersSent.stage, stage))),
  );
}

/** For each programme's active session whose stage is due at `now`, mails every draft not yet reminded at it. */
export async function sendDueReminders(deps: ReminderDeps, programmes: readonly Programme[], now = new Date()): Promise<void> {
  for (const programme of programmes) {
    const session = await activeSession(deps.store.read, programme);
    const stage = session && dueStage(session, now);
    if (!session || !stage) continue;
    for (const draft of await draftsToRemind(deps.store.read, programme, session, stage)) {
      const id = draft.id as number;
      if (!(await claim(deps.store, id, stage.stage))) continue;
      // A draft whose mail cannot be written (its data no longer fits the rules' shape) is recorded as failed, not retried.
      let delivered = false;
      try {
        delivered = await deps.mailer.deliver(reminderMail(deps, programme, session, draft));
      } catch (error) {
        deps.log.error({ err: error, application: id, stage: stage.stage }, 'reminder not written');
      }
      await recordOutcome(deps.store, id, stage.stage, delivered);
    }
  }
}
