// The managers' side of the programmes (docs/rest-contract.md, "Sessions", "Applications" and
// "Exports"): sessions as the generic `{programme}/session` family read `stored` (both languages),
// the applications list with the console's filter and sort, one application with its history, the
// incubator's raise and downgrade, and the export's one-minute link. Bound to one request's manager.
import type { ApplicationRecord, ApplicationStatus, IncubatorApplicationRecord, InventionApplicationRecord } from './application-records.ts';
import { allPages } from './all-pages.ts';
import type { ListPage, ProgrammeFamily } from './dto.ts';
import type { Upstream } from './request.ts';

/** A session as a manager reads it: localised fields in both languages. */
export interface StaffSessionRecord {
  id: number;
  name: { zhTw: string; en: string };
  applyStart: string;
  applyEnd: string;
  finalUploadEnd: string;
  submitGraceSeconds: number;
  reminderStages: number[];
  active: boolean;
}

/** A session's fields as a PUT or POST takes them. */
export type StaffSessionFields = Omit<StaffSessionRecord, 'id' | 'active' | 'submitGraceSeconds' | 'reminderStages'> &
  Partial<Pick<StaffSessionRecord, 'submitGraceSeconds' | 'reminderStages'>> & { active: boolean };

/** What a manager sees of an application beyond its owner's view. */
export interface ManagerFields {
  ownerId: number;
  ownerEmail: string;
  submittedInGrace: boolean;
}

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
export interface HistoryEventRecord {
  kind: 'created' | 'submitted' | 'submitted_mailed' | 'raised' | 'downgraded' | 'final_uploaded' | 'reminder_mailed';
  at: string;
  by: string | null;
  stage?: number;
  delivered?: boolean;
  recipients?: string[];
}

export interface DownloadLink {
  url: string;
  expiresAt: string;
}

export interface ExportAsk {
  sessionId?: string;
  filter: 'submitted' | 'all';
  search?: string;
}

const segment = encodeURIComponent;

export class StaffApplicationsApi {
  constructor(private readonly upstream: Upstream) {}

  /** Every session of the programme. */
  sessions(programme: ProgrammeFamily): Promise<StaffSessionRecord[]> {
    return allPages((page, pageSize) => this.upstream.request<ListPage<StaffSessionRecord>>({ method: 'get', path: `${programme}/session/pvt/list`, params: { page, pageSize } }));
  }

  session(programme: ProgrammeFamily, id: string): Promise<StaffSessionRecord> {
    return this.upstream.request({ method: 'get', path: `${programme}/session/pvt/resource/${segment(id)}` });
  }

  createSession(programme: ProgrammeFamily, fields: StaffSessionFields): Promise<StaffSessionRecord> {
    return this.upstream.request({ method: 'post', path: `${programme}/session/pvt/resource`, json: fields });
  }

  /** A moved deadline of a session with applications is refused (409, DEADLINE_CHANGE_UNCONFIRMED) unless confirmed. */
  updateSession(programme: ProgrammeFamily, id: string, fields: StaffSessionFields, confirmDeadlineChange: boolean): Promise<StaffSessionRecord> {
    return this.upstream.request({
      method: 'put',
      path: `${programme}/session/pvt/resource/${segment(id)}`,
      json: fields,
      params: confirmDeadlineChange ? { confirmDeadlineChange: 1 } : undefined,
    });
  }

  activateSession(programme: ProgrammeFamily, id: string): Promise<StaffSessionRecord> {
    return this.upstream.request({ method: 'post', path: `${programme}/session/pvt/active/${segment(id)}`, json: {} });
  }

  /** How many applications a session has, drafts included: the list's total, one row read. */
  async applicationCount(programme: ProgrammeFamily, sessionId: string): Promise<number> {
    const { total } = await this.upstream.request<ListPage<unknown>>({ method: 'get', path: `${programme}/apply/pvt/list`, params: { sessionId, page: 1, pageSize: 1 } });
    return total;
  }

  applications<A extends ApplicationRecord>(programme: ProgrammeFamily, query: ApplicationListQuery): Promise<ListPage<ManagedApplication<A>>> {
    const { sessionId, statuses, search, sort, page, pageSize } = query;
    return this.upstream.request({
      method: 'get',
      path: `${programme}/apply/pvt/list`,
      params: { page, pageSize, sort, ...(sessionId ? { sessionId } : {}), ...(statuses?.length ? { status: statuses.join(',') } : {}), ...(search ? { q: search } : {}) },
    });
  }

  /** Any application of the programme, its files with signed links; NOT_FOUND when there is none. */
  application<A extends ApplicationRecord>(programme: ProgrammeFamily, id: string): Promise<ManagedApplication<A>> {
    return this.upstream.request({ method: 'get', path: `${programme}/apply/pvt/resource/${segment(id)}` });
  }

  async history(programme: ProgrammeFamily, id: string): Promise<HistoryEventRecord[]> {
    const { items } = await this.upstream.request<{ items: HistoryEventRecord[] }>({ method: 'get', path: `${programme}/apply/pvt/history/${segment(id)}` });
    return items;
  }

  /** The incubator's final round: raise (SUBMITTED → FINAL_UPLOAD) or downgrade; the backend's 409s say why not. */
  moveFinalRound(transition: 'raise' | 'downgrade', id: string): Promise<ManagedIncubatorApplication> {
    return this.upstream.request({ method: 'post', path: `incubator/apply/pvt/${transition}/${segment(id)}`, json: {} });
  }

  /** A one-minute address of the .xlsx, in the request's language (the call's Content-Language). */
  exportLink(programme: ProgrammeFamily, ask: ExportAsk): Promise<DownloadLink> {
    return this.upstream.request({ method: 'post', path: `${programme}/apply/pvt/download/link`, json: ask });
  }
}
