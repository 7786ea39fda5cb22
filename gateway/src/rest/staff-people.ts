// The manager calls behind the console's people, audit, reminder and staff-account fields
// (docs/rest-contract.md: members, subscribers, exports' links, reminders, audit log, managers and
// invitations), bound to one request's manager token and language.
import { GraphQLError } from 'graphql';
import { translate } from '../i18n.ts';
import type { Language } from '../i18n.ts';
import { allPages } from './all-pages.ts';
import type { ListPage, MemberInfo, ProgrammeFamily } from './dto.ts';
import type { StaffEnrolmentSecret } from './errors.ts';
import type { Upstream } from './request.ts';
import type { DownloadLink, ManagedApplication } from './staff-applications.ts';

/** A member as `user/resource/pvt/members` answers it: the profile `user/info` answers, and what staff see beside it. */
export interface StaffMemberRecord extends MemberInfo {
  verified: boolean;
  createdAt: string;
}

export interface SubscriberRecord {
  email: string;
  confirmedAt: string;
}

export interface ReminderReportRecord {
  sessionId: number;
  applyEnd: string;
  stages: {
    stage: number;
    at: string;
    configured: boolean;
    passed: boolean;
    sent: number;
    failed: number;
    applications: { id: number; registrationNumber: string | null; teamName: string | null; sentAt: string; outcome: 'sent' | 'failed' | 'sending' }[];
  }[];
}

export interface ReminderPreviewRecord {
  applicationId: number | null;
  to: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface AuditFilterParams {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: { id: number | null; email: string | null };
  action: string;
  target: { kind: string; id: number | string | null } | null;
  detail: unknown;
  from: string | null;
}

export interface ManagerRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  enrolled: boolean;
  invited: boolean;
}

const segment = (id: string | number) => encodeURIComponent(String(id));

export class StaffPeopleApi {
  constructor(private readonly upstream: Upstream) {}

  members(search: string | undefined, page: number, pageSize: number): Promise<ListPage<StaffMemberRecord>> {
    return this.get('user/resource/pvt/members', { search, page, pageSize });
  }

  /** One member; NOT_FOUND for an unknown id or a staff account. */
  member(id: string): Promise<StaffMemberRecord> {
    return this.get(`user/resource/pvt/members/${segment(id)}`);
  }

  /** Every application of one member in one programme, newest first. */
  memberApplications(programme: ProgrammeFamily, ownerId: string): Promise<ManagedApplication[]> {
    return allPages((page, pageSize) => this.get(`${programme}/apply/pvt/list`, { ownerId, page, pageSize }));
  }

  subscribers(page: number, pageSize: number): Promise<ListPage<SubscriberRecord>> {
    return this.get('mailchimp/pvt/list', { page, pageSize });
  }

  /** The members' .xlsx, in the request's language (Content-Language). */
  exportMembers(search: string | undefined): Promise<DownloadLink> {
    return this.upstream.request({ method: 'post', path: 'user/resource/pvt/download/link', json: search ? { search } : {} });
  }

  /** The confirmed subscribers as Mailchimp's import CSV. */
  exportSubscribers(): Promise<DownloadLink> {
    return this.upstream.request({ method: 'post', path: 'mailchimp/pvt/download/link', json: {} });
  }

  reminders(programme: ProgrammeFamily, sessionId: string): Promise<ReminderReportRecord> {
    return this.get(`${programme}/session/pvt/reminders/${segment(sessionId)}`);
  }

  reminderPreview(programme: ProgrammeFamily, sessionId: string, stage: number, lang: Language): Promise<ReminderPreviewRecord> {
    return this.get(`${programme}/session/pvt/reminders/${segment(sessionId)}/preview`, { stage, lang });
  }

  auditLog(filter: AuditFilterParams, page: number, pageSize: number): Promise<ListPage<AuditRecord>> {
    return this.get('manager/audit', { ...filter, page, pageSize });
  }

  async managers(): Promise<ManagerRecord[]> {
    return (await this.get<ListPage<ManagerRecord>>('manager/list')).items;
  }

  invite(email: string, lang: Language): Promise<ManagerRecord> {
    return this.upstream.request({ method: 'post', path: 'manager/invite', json: { email, lang } });
  }

  /** The last active manager's 409 is CONFLICT with `reason: LAST_MANAGER` (the backend's only 409 here). */
  async deactivate(id: string): Promise<ManagerRecord> {
    try {
      return await this.upstream.request({ method: 'post', path: `manager/${segment(id)}/deactivate`, json: {} });
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'CONFLICT') {
        throw new GraphQLError(translate(this.upstream.lang, 'staffLastManager'), { extensions: { code: 'CONFLICT', reason: 'LAST_MANAGER' } });
      }
      throw error;
    }
  }

  /** Sets the invitee's password; the enrolment continues with `manager/totp/enrol`. */
  acceptInvite(token: string, password: string): Promise<{ enrolment: StaffEnrolmentSecret }> {
    return this.upstream.request({ method: 'post', path: 'manager/invite/accept', json: { token, password } });
  }

  private get<T>(path: string, params?: object): Promise<T> {
    return this.upstream.request({ method: 'get', path, params });
  }
}
