// The managers' side of the programmes (docs/rest-contract.md, "Sessions", "Applications" and
// "Exports"): sessions as the generic `{programme}/session` family read `stored` (both languages),
// the applications list with the console's filter and sort, one application with its history, the
// incubator's raise and downgrade, and the export's one-minute link. Bound to one request's manager.
import { z } from 'zod';
import {
  incubatorApplicationRecord,
  inventionApplicationRecord,
  type ApplicationRecord,
  type ApplicationStatus,
  type IncubatorApplicationRecord,
  type InventionApplicationRecord,
} from './application-records.ts';
import { allPages } from './all-pages.ts';
import { listPage, type ListPage, type ProgrammeFamily } from './dto.ts';
import type { Upstream } from './request.ts';

/** A session as a manager reads it: localised fields in both languages. */
export const staffSessionRecord = z.object({
  id: z.number(),
  name: z.object({ zhTw: z.string(), en: z.string() }),
  applyStart: z.string(),
  applyEnd: z.string(),
  finalUploadEnd: z.string(),
  submitGraceSeconds: z.number(),
  reminderStages: z.array(z.number()),
  active: z.boolean(),
});
export type StaffSessionRecord = z.output<typeof staffSessionRecord>;
export const staffSessionPage = listPage(staffSessionRecord);

/** A session's fields as a PUT or POST takes them. */
export type StaffSessionFields = Omit<StaffSessionRecord, 'id' | 'active' | 'submitGraceSeconds' | 'reminderStages'> &
  Partial<Pick<StaffSessionRecord, 'submitGraceSeconds' | 'reminderStages'>> & { active: boolean };

/** What a manager sees of an application beyond its owner's view. */
const managerFields = z.object({ ownerId: z.number(), ownerEmail: z.string(), submittedInGrace: z.boolean() });
export type ManagerFields = z.output<typeof managerFields>;
const managedInvention = inventionApplicationRecord.extend(managerFields.shape);
const managedIncubator = incubatorApplicationRecord.extend(managerFields.shape);
/** Each programme's application as a manager reads it, and a page of them, built once. */
export const managedApplications = { invention: managedInvention, incubator: managedIncubator };
export const managedApplicationPages = { invention: listPage(managedInvention), incubator: listPage(managedIncubator) };

export type ManagedApplication<A extends ApplicationRecord = ApplicationRecord> = A & ManagerFields;
export type ManagedInventionApplication = ManagedApplication<InventionApplicationRecord>;
export type ManagedIncubatorApplication = ManagedApplication<IncubatorApplicationRecord>;

/** The backend's list orders (`sort`). */
export type ApplicationSortRecord = 'updated_desc' | 'submitted_asc' | 'submitted_desc' | 'registration_number' | 'team_name';

export interface ApplicationListQuery {
  sessionId?: string;
  statuses?: ApplicationStatus[];
  search?: string;
  sort: ApplicationSortRecord;
  page: number;
  pageSize: number;
}

/** One entry of `pvt/history/{id}`. */
const historyEventRecord = z.object({
  kind: z.enum(['created', 'submitted', 'submitted_mailed', 'raised', 'downgraded', 'final_uploaded', 'reminder_mailed']),
  at: z.string(),
  by: z.string().nullable(),
  stage: z.number().optional(),
  delivered: z.boolean().optional(),
  recipients: z.array(z.string()).optional(),
});
export type HistoryEventRecord = z.output<typeof historyEventRecord>;
export const history = z.object({ items: z.array(historyEventRecord) });

export const downloadLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.output<typeof downloadLink>;

/** A list read only for its total. */
const listTotal = z.object({ total: z.number() });

/** `filter` or the table's `status` list (comma-separated, as the list takes it), never both. */
export type ExportAsk = { sessionId?: string; search?: string } & ({ filter: 'submitted' | 'all' } | { status: string });

const segment = encodeURIComponent;

export class StaffApplicationsApi {
  constructor(private readonly upstream: Upstream) {}

  /** Every session of the programme. */
  sessions(programme: ProgrammeFamily): Promise<StaffSessionRecord[]> {
    return allPages((page, pageSize) => this.upstream.request({ method: 'get', path: `${programme}/session/pvt/list`, params: { page, pageSize }, answer: staffSessionPage }));
  }

  session(programme: ProgrammeFamily, id: string): Promise<StaffSessionRecord> {
    return this.upstream.request({ method: 'get', path: `${programme}/session/pvt/resource/${segment(id)}`, answer: staffSessionRecord });
  }

  createSession(programme: ProgrammeFamily, fields: StaffSessionFields): Promise<StaffSessionRecord> {
    return this.upstream.request({ method: 'post', path: `${programme}/session/pvt/resource`, json: fields, answer: staffSessionRecord });
  }

  /** A moved deadline of a session with applications is refused (409, DEADLINE_CHANGE_UNCONFIRMED) unless confirmed. */
  updateSession(programme: ProgrammeFamily, id: string, fields: StaffSessionFields, confirmDeadlineChange: boolean): Promise<StaffSessionRecord> {
    return this.upstream.request({
      method: 'put',
      path: `${programme}/session/pvt/resource/${segment(id)}`,
      json: fields,
      params: confirmDeadlineChange ? { confirmDeadlineChange: 1 } : undefined,
      answer: staffSessionRecord,
    });
  }

  activateSession(programme: ProgrammeFamily, id: string): Promise<StaffSessionRecord> {
    return this.upstream.request({ method: 'post', path: `${programme}/session/pvt/active/${segment(id)}`, json: {}, answer: staffSessionRecord });
  }

  /** How many applications a session has, drafts included: the list's total, one row read. */
  async applicationCount(programme: ProgrammeFamily, sessionId: string): Promise<number> {
    const { total } = await this.upstream.request({ method: 'get', path: `${programme}/apply/pvt/list`, params: { sessionId, page: 1, pageSize: 1 }, answer: listTotal });
    return total;
  }

  applications<A extends ApplicationRecord>(programme: ProgrammeFamily, query: ApplicationListQuery): Promise<ListPage<ManagedApplication<A>>> {
    const { sessionId, statuses, search, sort, page, pageSize } = query;
    return this.upstream.request({
      method: 'get',
      path: `${programme}/apply/pvt/list`,
      params: { page, pageSize, sort, ...(sessionId ? { sessionId } : {}), ...(statuses?.length ? { status: statuses.join(',') } : {}), ...(search ? { q: search } : {}) },
      // The caller names the programme's record type A; the page checked is that programme's.
      answer: managedApplicationPages[programme] as unknown as z.ZodType<ListPage<ManagedApplication<A>>>,
    });
  }

  /** Any application of the programme, its files with signed links; NOT_FOUND when there is none. */
  application<A extends ApplicationRecord>(programme: ProgrammeFamily, id: string): Promise<ManagedApplication<A>> {
    return this.upstream.request({
      method: 'get',
      path: `${programme}/apply/pvt/resource/${segment(id)}`,
      answer: managedApplications[programme] as unknown as z.ZodType<ManagedApplication<A>>,
    });
  }

  async history(programme: ProgrammeFamily, id: string): Promise<HistoryEventRecord[]> {
    const { items } = await this.upstream.request({ method: 'get', path: `${programme}/apply/pvt/history/${segment(id)}`, answer: history });
    return items;
  }

  /** The incubator's final round: raise (SUBMITTED → FINAL_UPLOAD) or downgrade; the backend's 409s say why not. */
  moveFinalRound(transition: 'raise' | 'downgrade', id: string): Promise<ManagedIncubatorApplication> {
    return this.upstream.request({ method: 'post', path: `incubator/apply/pvt/${transition}/${segment(id)}`, json: {}, answer: managedIncubator });
  }

  /** A one-minute address of the .xlsx, in the request's language (the call's Content-Language). */
  exportLink(programme: ProgrammeFamily, ask: ExportAsk): Promise<DownloadLink> {
    return this.upstream.request({ method: 'post', path: `${programme}/apply/pvt/download/link`, json: ask, answer: downloadLink });
  }
}
