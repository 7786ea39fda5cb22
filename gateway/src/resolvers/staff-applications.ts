// The staff console's applications (schema.graphql, "staff console": the table, the detail with
// its history, the incubator's raise and downgrade, the export link; issue 20 item 4). Paging,
// filters, search and order are the backend's, so a table of thousands is read a page at a time.
import { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  StaffApplicationEventResolvers,
  StaffApplicationRowResolvers,
  StaffApplicationSort,
  StaffIncubatorApplicationResolvers,
  StaffInventionApplicationResolvers,
} from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import type { Language } from '../i18n.ts';
import type { IncubatorApplicationRecord, InventionApplicationRecord } from '../rest/application-records.ts';
import { orNull } from '../rest/client.ts';
import { gatewayError } from '../rest/errors.ts';
import type { ProgrammeFamily } from '../rest/dto.ts';
import type { ApplicationSortRecord, ExportAsk, HistoryEventRecord, ManagedApplication } from '../rest/staff-applications.ts';
import { statusFromRest, statusToRest } from './application-enums.ts';
import { programmes, reverse } from './content-enums.ts';
import { isRecordId } from './ids.ts';

const sorts = {
  UPDATED_DESC: 'updated_desc',
  SUBMITTED_ASC: 'submitted_asc',
  SUBMITTED_DESC: 'submitted_desc',
  REGISTRATION_NUMBER: 'registration_number',
  TEAM_NAME: 'team_name',
} as const satisfies Record<StaffApplicationSort, ApplicationSortRecord>;

const eventKinds = {
  CREATED: 'created',
  SUBMITTED: 'submitted',
  RAISED: 'raised',
  DOWNGRADED: 'downgraded',
  FINAL_UPLOADED: 'final_uploaded',
  REMINDER_MAILED: 'reminder_mailed',
  SUBMITTED_MAILED: 'submitted_mailed',
} as const;

const programmeFromRest = reverse(programmes, 'programme');
const eventKindFromRest = reverse(eventKinds, 'application event');

const search = z.string().trim().max(100, { error: 'validation.tooLong' });
const pageArgs = z.object({
  page: z.number().int().min(1, { error: 'badInput' }),
  pageSize: z.number().int().min(1, { error: 'badInput' }).max(100, { error: 'badInput' }),
  search: search.optional(),
});

const exportArgs = z.object({ sessionId: z.string().refine(isRecordId, { error: 'badInput' }).optional(), search: search.optional() });

/** The parts of either programme's team a row shows. */
interface RowTeam {
  name?: string;
  school?: string;
  organizeName?: string;
  members?: { name?: string; email?: string }[];
}
const teamOf = (row: ManagedApplication): RowTeam => (row.team ?? {}) as RowTeam;
const leaderOf = (row: ManagedApplication) => teamOf(row).members?.[0];
const orNullText = (value: string | undefined) => (value && value.trim() !== '' ? value : null);

export const StaffApplicationRow: StaffApplicationRowResolvers = {
  id: (row) => String(row.id),
  programme: (row) => programmeFromRest(row.programme),
  sessionId: (row) => String(row.sessionId),
  status: (row) => statusFromRest(row.status),
  teamName: (row) => orNullText(teamOf(row).name),
  leaderName: (row) => orNullText(leaderOf(row)?.name),
  leaderEmail: (row) => orNullText(leaderOf(row)?.email),
  organisation: (row) => orNullText(row.programme === 'invention' ? teamOf(row).school : teamOf(row).organizeName),
  submittedInGrace: (row) => row.submittedInGrace === true,
};

/** The history's details in plain words, in the request's language. */
const words = {
  zhTw: {
    reminder: (hours: number) => `截止前 ${hours} 小時的提醒`,
    failed: '（寄送失敗）',
  },
  en: {
    reminder: (hours: number) => `Reminder ${hours} hours before the deadline`,
    failed: ' (not delivered)',
  },
} satisfies Record<Language, unknown>;

export const StaffApplicationEvent: StaffApplicationEventResolvers = {
  kind: (event) => eventKindFromRest(event.kind),
  detail: (event: HistoryEventRecord, _args, { lang }) => {
    if (event.kind === 'reminder_mailed' && event.stage !== undefined) return words[lang].reminder(event.stage) + (event.delivered === false ? words[lang].failed : '');
    if (event.kind === 'submitted_mailed' && event.recipients?.length) return event.recipients.join(', ');
    return null;
  },
};

const history = (programme: ProgrammeFamily) => (application: ManagedApplication, _args: unknown, { rest }: GatewayContext) =>
  rest.staffApplications.history(programme, String(application.id));

export const StaffInventionApplication: StaffInventionApplicationResolvers = {
  application: (application) => application,
  submittedInGrace: (application) => application.submittedInGrace === true,
  history: history('invention'),
};

export const StaffIncubatorApplication: StaffIncubatorApplicationResolvers = {
  application: (application) => application,
  submittedInGrace: (application) => application.submittedInGrace === true,
  history: history('incubator'),
};

/** One application as a manager, or null for an id the backend does not know (or that names nothing). */
const detail =
  <A extends InventionApplicationRecord | IncubatorApplicationRecord>(programme: ProgrammeFamily) =>
  (_parent: unknown, { id }: { id: string }, { rest }: GatewayContext) =>
    isRecordId(id) ? orNull(rest.staffApplications.application<A>(programme, id)) : null;

const finalRound =
  (transition: 'raise' | 'downgrade') =>
  (_parent: unknown, { input }: { input: { id: string } }, { rest, lang }: GatewayContext) => {
    // An id that names nothing is NOT_FOUND without asking; the backend's 409s come back as CONFLICT in the request's language.
    if (!isRecordId(input.id)) throw gatewayError('NOT_FOUND', lang);
    return rest.staffApplications.moveFinalRound(transition, input.id);
  };

export const staffApplicationQuery: QueryResolvers = {
  staffApplications: async (_parent, { programme, filter, page, pageSize }, { rest, lang }) => {
    const checked = validateInput(pageArgs, { page: page ?? 1, pageSize: pageSize ?? 25, search: filter.search ?? undefined }, lang);
    const family = programmes[programme];
    // A session id that names nothing has no applications.
    if (filter.sessionId && !isRecordId(filter.sessionId)) return { items: [], total: 0 };
    const { items, total } = await rest.staffApplications.applications(family, {
      sessionId: filter.sessionId ?? undefined,
      statuses: filter.statuses?.map(statusToRest),
      search: checked.search || undefined,
      sort: sorts[filter.sort ?? 'UPDATED_DESC'],
      page: checked.page,
      pageSize: checked.pageSize,
    });
    return { items: items.map((item) => ({ ...item, programme: family })), total };
  },
  staffInventionApplication: detail<InventionApplicationRecord>('invention'),
  staffIncubatorApplication: detail<IncubatorApplicationRecord>('incubator'),
};

export const staffApplicationMutation: MutationResolvers = {
  staffRaiseApplication: finalRound('raise'),
  staffDowngradeApplication: finalRound('downgrade'),
  staffExportApplications: (_parent, { input }, { rest, lang }) => {
    const checked = validateInput(exportArgs, { sessionId: input.sessionId ?? undefined, search: input.search ?? undefined }, lang);
    // The table's statuses, when checked, are the rows it shows: they alone choose (drafts only if
    // DRAFT is among them), so the export and the table agree. Without them the export is the
    // submitted applications, drafts too on request, whatever the unfiltered table lists.
    const which: ExportAsk = input.statuses?.length
      ? { status: [...new Set(input.statuses)].map(statusToRest).join(',') }
      : { filter: input.includeDrafts ? 'all' : 'submitted' };
    return rest.staffApplications.exportLink(programmes[input.programme], {
      ...(checked.sessionId ? { sessionId: checked.sessionId } : {}),
      ...which,
      ...(checked.search ? { search: checked.search } : {}),
    });
  },
};
