// The manager calls behind the console's people, audit, reminder and staff-account fields
// (docs/rest-contract.md: members, subscribers, exports' links, reminders, audit log, managers and
// invitations), bound to one request's manager token and language.
import { GraphQLError } from 'graphql';
import { translate } from '../i18n.ts';
import type { Language } from '../i18n.ts';
import { allPages } from './all-pages.ts';
import { z } from 'zod';
import { listPage, memberInfo, type ListPage, type ProgrammeFamily } from './dto.ts';
import type { StaffEnrolmentSecret } from './errors.ts';
import type { Upstream } from './request.ts';
import { downloadLink, managedApplicationPages, type DownloadLink, type ManagedApplication } from './staff-applications.ts';

/** A member as `user/resource/pvt/members` answers it: the profile `user/info` answers, and what staff see beside it. */
export const staffMemberRecord = memberInfo.extend({ verified: z.boolean(), createdAt: z.string() });
export type StaffMemberRecord = z.output<typeof staffMemberRecord>;

const subscriberRecord = z.object({ email: z.string(), confirmedAt: z.string() });
export type SubscriberRecord = z.output<typeof subscriberRecord>;

export const reminderReportRecord = z.object({
  sessionId: z.number(),
  applyEnd: z.string(),
  stages: z.array(
    z.object({
      stage: z.number(),
      at: z.string(),
      configured: z.boolean(),
      passed: z.boolean(),
      sent: z.number(),
      failed: z.number(),
      applications: z.array(
        z.object({
          id: z.number(),
          registrationNumber: z.string().nullable(),
          teamName: z.string().nullable(),
          sentAt: z.string(),
          outcome: z.enum(['sent', 'failed', 'sending']),
        }),
      ),
    }),
  ),
});
export type ReminderReportRecord = z.output<typeof reminderReportRecord>;

export const reminderPreviewRecord = z.object({
  applicationId: z.number().nullable(),
  to: z.string().nullable(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type ReminderPreviewRecord = z.output<typeof reminderPreviewRecord>;

export interface AuditFilterParams {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const auditRecord = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.number().nullable(), email: z.string().nullable() }),
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.union([z.number(), z.string()]).nullable() }).nullable(),
  detail: z.unknown(),
  from: z.string().nullable(),
});
export type AuditRecord = z.output<typeof auditRecord>;

export const managerRecord = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
  enrolled: z.boolean(),
  invited: z.boolean(),
});
export type ManagerRecord = z.output<typeof managerRecord>;

const staffEnrolmentSecret = z.object({ ticket: z.string(), secret: z.string(), otpauthUri: z.string() });
const inviteAccepted = z.object({ enrolment: staffEnrolmentSecret });

// Pages built once: a schema is cheap to run and dear to build.
export const memberPage = listPage(staffMemberRecord);
export const subscriberPage = listPage(subscriberRecord);
export const auditPage = listPage(auditRecord);
export const managerList = listPage(managerRecord);

const segment = (id: string | number) => encodeURIComponent(String(id));

export class StaffPeopleApi {
  constructor(private readonly upstream: Upstream) {}

  members(search: string | undefined, page: number, pageSize: number): Promise<ListPage<StaffMemberRecord>> {
    return this.get('user/resource/pvt/members', memberPage, { search, page, pageSize });
  }

  /** One member; NOT_FOUND for an unknown id or a staff account. */
  member(id: string): Promise<StaffMemberRecord> {
    return this.get(`user/resource/pvt/members/${segment(id)}`, staffMemberRecord);
  }

  /** Every application of one member in one programme, newest first. */
  memberApplications(programme: ProgrammeFamily, ownerId: string): Promise<ManagedApplication[]> {
    return allPages<ManagedApplication>((page, pageSize) => this.get(`${programme}/apply/pvt/list`, managedApplicationPages[programme], { ownerId, page, pageSize }));
  }

  subscribers(page: number, pageSize: number): Promise<ListPage<SubscriberRecord>> {
    return this.get('mailchimp/pvt/list', subscriberPage, { page, pageSize });
  }

  /** The members' .xlsx, in the request's language (Content-Language). */
  exportMembers(search: string | undefined): Promise<DownloadLink> {
    return this.upstream.request({ method: 'post', path: 'user/resource/pvt/download/link', json: search ? { search } : {}, answer: downloadLink });
  }

  /** The confirmed subscribers as Mailchimp's import CSV. */
  exportSubscribers(): Promise<DownloadLink> {
    return this.upstream.request({ method: 'post', path: 'mailchimp/pvt/download/link', json: {}, answer: downloadLink });
  }

  reminders(programme: ProgrammeFamily, sessionId: string): Promise<ReminderReportRecord> {
    return this.get(`${programme}/session/pvt/reminders/${segment(sessionId)}`, reminderReportRecord);
  }

  reminderPreview(programme: ProgrammeFamily, sessionId: string, stage: number, lang: Language): Promise<ReminderPreviewRecord> {
    return this.get(`${programme}/session/pvt/reminders/${segment(sessionId)}/preview`, reminderPreviewRecord, { stage, lang });
  }

  auditLog(filter: AuditFilterParams, page: number, pageSize: number): Promise<ListPage<AuditRecord>> {
    return this.get('manager/audit', auditPage, { ...filter, page, pageSize });
  }

  async managers(): Promise<ManagerRecord[]> {
    return (await this.get('manager/list', managerList)).items;
  }

  invite(email: string, lang: Language): Promise<ManagerRecord> {
    return this.upstream.request({ method: 'post', path: 'manager/invite', json: { email, lang }, answer: managerRecord });
  }

  /** The last active manager's 409 is CONFLICT with `reason: LAST_MANAGER` (the backend's only 409 here). */
  async deactivate(id: string): Promise<ManagerRecord> {
    try {
      return await this.upstream.request({ method: 'post', path: `manager/${segment(id)}/deactivate`, json: {}, answer: managerRecord });
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'CONFLICT') {
        throw new GraphQLError(translate(this.upstream.lang, 'staffLastManager'), { extensions: { code: 'CONFLICT', reason: 'LAST_MANAGER' } });
      }
      throw error;
    }
  }

  /** Sets the invitee's password; the enrolment continues with `manager/totp/enrol`. */
  acceptInvite(token: string, password: string): Promise<{ enrolment: StaffEnrolmentSecret }> {
    return this.upstream.request({ method: 'post', path: 'manager/invite/accept', json: { token, password }, answer: inviteAccepted });
  }

  private get<S extends z.ZodType>(path: string, answer: S, params?: object): Promise<z.output<S>> {
    return this.upstream.request({ method: 'get', path, params, answer });
  }
}
