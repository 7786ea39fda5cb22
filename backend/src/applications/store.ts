// Reads of applications and their files; the writes live with the flows that need them in one
// transaction (save.ts, submit.ts).
import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNotNull, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { containsPattern, jsonArrayElements, jsonArraySome, jsonText, likeEscaped } from '../db/json-sql.ts';
import { accounts, applicationFiles, applications, submittedMembers, type AccountRow, type ApplicationFileRow, type ApplicationRow, type ApplicationStatus } from '../db/schema.ts';
import { preparedRead } from '../db/prepared.ts';
import type { Executor } from '../db/store.ts';
import { notFound } from '../errors.ts';
import type { Programme } from './programme.ts';

export interface ApplicationFilter {
  ownerId?: number;
  sessionId?: number;
  statuses?: readonly ApplicationStatus[];
  /** Team name, school, proposal name, a member's or the owner's e-mail, or registration number (managers). */
  q?: string;
}

export async function getApplication(db: Executor, programme: Programme, id: number): Promise<ApplicationRow | undefined> {
  const build = () => db.select().from(applications).where(and(eq(applications.programme, sql.placeholder('programme')), eq(applications.id, sql.placeholder('id')))).limit(1);
  return (await preparedRead(db, 'applications.get', build, { programme: programme.name, id }))[0];
}

/** The application if the caller may see it: a manager any, a member their own; else 404 (never 403). */
export async function visibleApplication(db: Executor, programme: Programme, id: number, account: AccountRow): Promise<ApplicationRow> {
  const row = await getApplication(db, programme, id);
  if (!row || (account.role !== 'manager' && row.ownerId !== account.id)) throw notFound();
  return row;
}

/** The member's own application, for the calls only an owner makes (save, submit). */
export async function ownApplication(db: Executor, programme: Programme, id: number, account: AccountRow): Promise<ApplicationRow> {
  const row = await getApplication(db, programme, id);
  if (!row || row.ownerId !== account.id) throw notFound();
  return row;
}

export function findOwnInSession(db: Executor, programme: Programme, ownerId: number, sessionId: number): Promise<ApplicationRow | undefined> {
  return first(
    db
      .select()
      .from(applications)
      .where(and(eq(applications.programme, programme.name), eq(applications.ownerId, ownerId), eq(applications.sessionId, sessionId))),
  );
}

/** Case-insensitive: `lower` on both sides, so letters beyond ASCII fold too where the engine's lower() folds them. */
function searchCondition(programme: Programme, pattern: Placeholder): SQL {
  const contains = (text: SQLWrapper) => likeEscaped(sql`lower(coalesce(${text}, ''))`, pattern);
  const texts = programme.searchJsonPaths.map((path) => contains(jsonText(applications.data, path)));
  const memberEmail = jsonArraySome(applications.data, programme.membersJsonPath, (member) => contains(jsonText(member, '$.email')));
  // The account that applied: the address an applicant writes to the officer from, often not among the members'.
  const ownerEmail = sql`${applications.ownerId} in (select ${sql.identifier('id')} from ${accounts} where ${contains(sql.identifier('email'))})`;
  return or(...texts, memberEmail, ownerEmail, contains(applications.registrationNumber)) as SQL;
}

// The list reads are prepared (db/prepared.ts): the owner, the session, the search text and the page
// are placeholders; the programme (whose search and sort SQL differ), the statuses and the sort make the shape.

function filterConditions(programme: Programme, filter: ApplicationFilter): SQL | undefined {
  return and(
    eq(applications.programme, programme.name),
    filter.ownerId === undefined ? undefined : eq(applications.ownerId, sql.placeholder('ownerId')),
    filter.sessionId === undefined ? undefined : eq(applications.sessionId, sql.placeholder('sessionId')),
    filter.statuses === undefined ? undefined : inArray(applications.status, [...filter.statuses]),
    filter.q ? searchCondition(programme, sql.placeholder('pattern')) : undefined,
  );
}

function filterShape(programme: Programme, filter: ApplicationFilter): string {
  const parts = [programme.name, filter.ownerId === undefined ? '' : 'owner', filter.sessionId === undefined ? '' : 'session', filter.statuses?.join(',') ?? 'any', filter.q ? 'q' : ''];
  return parts.join('|');
}

const filterValues = (filter: ApplicationFilter) => ({
  ownerId: filter.ownerId,
  sessionId: filter.sessionId,
  pattern: filter.q ? containsPattern(filter.q.toLowerCase()) : undefined,
});

/** The managers' orders of the list; without one, newest first. Drafts come last where a submit decides the place. */
export const applicationSorts = ['updated_desc', 'submitted_asc', 'submitted_desc', 'registration_number', 'team_name'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

function orderOf(programme: Programme, sort: ApplicationSort | undefined): SQL[] {
  const draftsLast = sql`${applications.submittedAt} is null`;
  switch (sort) {
    case 'updated_desc':
      return [desc(applications.updatedAt), desc(applications.id)];
    case 'submitted_asc':
      return [draftsLast, asc(applications.submittedAt), asc(applications.id)];
    case 'submitted_desc':
      return [draftsLast, desc(applications.submittedAt), desc(applications.id)];
    case 'registration_number':
      return [sql`${applications.registrationNumber} is null`, asc(applications.registrationNumber), asc(applications.id)];
    case 'team_name': {
      // Unnamed drafts after the named teams.
      const name = sql`lower(coalesce(${jsonText(applications.data, programme.teamNameJsonPath)}, ''))`;
      return [sql`${name} = ''`, asc(name), asc(applications.id)];
    }
    default:
      return [desc(applications.createdAt), desc(applications.id)];
  }
}

export interface ListedApplication {
  row: ApplicationRow;
  ownerEmail: string;
}

/** Newest first (or in a manager's `sort`), with the owner's e-mail (managers see it). */
export async function listApplications(
  db: Executor,
  programme: Programme,
  filter: ApplicationFilter,
  page?: { limit: number; offset: number },
  sort?: ApplicationSort,
): Promise<{ items: ListedApplication[]; total: number }> {
  const shape = filterShape(programme, filter);
  const values = { ...filterValues(filter), limit: page?.limit, offset: page?.offset };
  const items = await preparedRead(db, `applications.list|${page ? 'page' : 'all'}|${sort ?? ''}|${shape}`, () => {
    const query = db
      .select({ row: applications, ownerEmail: accounts.email })
      .from(applications)
      .innerJoin(accounts, eq(accounts.id, applications.ownerId))
      .where(filterConditions(programme, filter))
      .orderBy(...orderOf(programme, sort));
    return page ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query;
  }, values);
  if (!page) return { items, total: items.length };
  const [counted] = await preparedRead(db, `applications.count|${shape}`, () => db.select({ total: count() }).from(applications).where(filterConditions(programme, filter)), values);
  return { items, total: counted?.total ?? 0 };
}

/**
 * Every application `filter` selects, oldest first, `size` at a time: each page is read after the
 * last was used, by id (a row created meanwhile comes in its turn, none is read twice).
 */
export async function* applicationPages(db: Executor, programme: Programme, filter: ApplicationFilter, size = 500): AsyncGenerator<ListedApplication[]> {
  let after = 0;
  const build = () =>
    db
      .select({ row: applications, ownerEmail: accounts.email })
      .from(applications)
      .innerJoin(accounts, eq(accounts.id, applications.ownerId))
      .where(and(filterConditions(programme, filter), gt(applications.id, sql.placeholder('after'))))
      .orderBy(asc(applications.id))
      .limit(sql.placeholder('size'));
  for (;;) {
    const page = await preparedRead(db, `applications.pages|${filterShape(programme, filter)}`, build, { ...filterValues(filter), after, size });
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = page.at(-1)!.row.id;
  }
}

export async function ownerEmailOf(db: Executor, row: ApplicationRow): Promise<string> {
  const build = () => db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, sql.placeholder('id'))).limit(1);
  return (await preparedRead(db, 'accounts.email', build, { id: row.ownerId }))[0]?.email ?? '';
}

export function filesOf(db: Executor, applicationId: number): Promise<ApplicationFileRow[]> {
  return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
}

export function fileByStoredName(db: Executor, storedName: string): Promise<ApplicationFileRow | undefined> {
  return first(db.select().from(applicationFiles).where(eq(applicationFiles.storedName, storedName)));
}

/**
 * How many of the session's submitted applications, other than `exceptId`, list `email` among
 * their members (case-insensitive).
 */
export async function submittedTeamsOf(db: Executor, programme: Programme, sessionId: number, email: string, exceptId: number): Promise<number> {
  const row = await first(
    db
      .select({ n: countDistinct(submittedMembers.applicationId) })
      .from(submittedMembers)
      .where(
        and(
          eq(submittedMembers.programme, programme.name),
          eq(submittedMembers.sessionId, sessionId),
          eq(submittedMembers.email, email.trim().toLowerCase()),
          ne(submittedMembers.applicationId, exceptId),
        ),
      ),
  );
  return row?.n ?? 0;
}

/** Records a just-submitted application's members for `submittedTeamsOf` (in the submit's transaction). */
export async function recordSubmittedMembers(tx: Executor, programme: Programme, applicationId: number): Promise<void> {
  const members = jsonArrayElements(applications.data, programme.membersJsonPath, 'member');
  const email = jsonText(members.element, '$.email');
  await tx.insert(submittedMembers).select(
    tx
      .select({
        applicationId: applications.id,
        programme: applications.programme,
        sessionId: applications.sessionId,
        email: sql<string>`lower(trim(${email}))`.as('email'),
      })
      .from(applications)
      .innerJoin(members.from, sql`1 = 1`)
      .where(and(eq(applications.id, applicationId), isNotNull(email))),
  );
}
