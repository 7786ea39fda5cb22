// Reads of applications and their files; the writes live with the flows that need them in one
// transaction (save.ts, submit.ts).
import { and, count, countDistinct, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { accounts, applicationFiles, applications, submittedMembers, type AccountRow, type ApplicationFileRow, type ApplicationRow, type ApplicationStatus } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Programme } from './programme.ts';

export interface ApplicationFilter {
  ownerId?: number;
  sessionId?: number;
  statuses?: readonly ApplicationStatus[];
  /** Team name, school, proposal name, member e-mail or registration number (managers). */
  q?: string;
}

export function getApplication(db: Executor, programme: Programme, id: number): ApplicationRow | undefined {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.programme, programme.name), eq(applications.id, id)))
    .get();
}

/** The application if the caller may see it: a manager any, a member their own; else 404 (never 403). */
export function visibleApplication(db: Executor, programme: Programme, id: number, account: AccountRow): ApplicationRow {
  const row = getApplication(db, programme, id);
  if (!row || (account.role !== 'manager' && row.ownerId !== account.id)) throw notFound();
  return row;
}

/** The member's own application, for the calls only an owner makes (save, submit). */
export function ownApplication(db: Executor, programme: Programme, id: number, account: AccountRow): ApplicationRow {
  const row = getApplication(db, programme, id);
  if (!row || row.ownerId !== account.id) throw notFound();
  return row;
}

export function findOwnInSession(db: Executor, programme: Programme, ownerId: number, sessionId: number): ApplicationRow | undefined {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.programme, programme.name), eq(applications.ownerId, ownerId), eq(applications.sessionId, sessionId)))
    .get();
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(programme: Programme, q: string): SQL {
  const pattern = likePattern(q);
  const texts = programme.searchJsonPaths.map(
    (path) => sql`lower(coalesce(json_extract(${applications.data}, ${path}), '')) like ${pattern} escape '\\'`,
  );
  const memberEmail = sql`exists (select 1 from json_each(${applications.data}, ${programme.membersJsonPath}) as m
    where lower(coalesce(json_extract(m.value, '$.email'), '')) like ${pattern} escape '\\')`;
  const number = sql`lower(coalesce(${applications.registrationNumber}, '')) like ${pattern} escape '\\'`;
  return or(...texts, memberEmail, number) as SQL;
}

function filterConditions(programme: Programme, filter: ApplicationFilter): SQL | undefined {
  return and(
    eq(applications.programme, programme.name),
    filter.ownerId === undefined ? undefined : eq(applications.ownerId, filter.ownerId),
    filter.sessionId === undefined ? undefined : eq(applications.sessionId, filter.sessionId),
    filter.statuses === undefined ? undefined : inArray(applications.status, [...filter.statuses]),
    filter.q ? searchCondition(programme, filter.q) : undefined,
  );
}

export interface ListedApplication {
  row: ApplicationRow;
  ownerEmail: string;
}

/** Newest first, with the owner's e-mail (managers see it). */
export function listApplications(
  db: Executor,
  programme: Programme,
  filter: ApplicationFilter,
  page?: { limit: number; offset: number },
): { items: ListedApplication[]; total: number } {
  const where = filterConditions(programme, filter);
  const query = db
    .select({ row: applications, ownerEmail: accounts.email })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.ownerId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const items = page ? query.limit(page.limit).offset(page.offset).all() : query.all();
  const total = page ? (db.select({ total: count() }).from(applications).where(where).get()?.total ?? 0) : items.length;
  return { items, total };
}

export function ownerEmailOf(db: Executor, row: ApplicationRow): string {
  return db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, row.ownerId)).get()?.email ?? '';
}

export function filesOf(db: Executor, applicationId: number): ApplicationFileRow[] {
  return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId)).all();
}

export function fileByStoredName(db: Executor, storedName: string): ApplicationFileRow | undefined {
  return db.select().from(applicationFiles).where(eq(applicationFiles.storedName, storedName)).get();
}

/**
 * How many of the session's submitted applications, other than `exceptId`, list `email` among
 * their members (case-insensitive).
 */
export function submittedTeamsOf(db: Executor, programme: Programme, sessionId: number, email: string, exceptId: number): number {
  const row = db
    .select({ n: countDistinct(submittedMembers.applicationId) })
    .from(submittedMembers)
    .where(
      and(
        eq(submittedMembers.programme, programme.name),
        eq(submittedMembers.sessionId, sessionId),
        eq(submittedMembers.email, email.trim().toLowerCase()),
        ne(submittedMembers.applicationId, exceptId),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** Records a just-submitted application's members for `submittedTeamsOf` (in the submit's transaction). */
export function recordSubmittedMembers(db: Executor, programme: Programme, applicationId: number): void {
  db.run(sql`insert into ${submittedMembers} (application_id, programme, session_id, email)
    select a.id, a.programme, a.session_id, lower(trim(json_extract(m.value, '$.email')))
    from ${applications} as a, json_each(a.data, ${programme.membersJsonPath}) as m
    where a.id = ${applicationId} and json_extract(m.value, '$.email') is not null`);
}
