// Applications as the backend answers them to their owner (docs/rest-contract.md, "Applications"):
// fields absent from a draft are absent; rule values are those of @yip/rules. Schemas checked at the
// client boundary (rest/request.ts), types inferred from them.
import { competitionMainThemes, incubatorIssueValues, incubatorProperties, incubatorTeamTypes } from '@yip/rules';
import { z } from 'zod';
import { competitionGroup, listPage } from './dto.ts';

const applicationStatus = z.enum(['draft', 'submitted', 'final_upload', 'final_entered']);
export type ApplicationStatus = z.output<typeof applicationStatus>;

/** A stored file as the backend answers it to its owner: `url` is stable, `downloadUrl` signed and short-lived. */
const applicationFile = z.object({ url: z.string(), name: z.string(), size: z.number(), downloadUrl: z.string() });
export type ApplicationFile = z.output<typeof applicationFile>;

/** What every programme's application answers besides its team and proposal. */
const applicationFields = {
  id: z.number(),
  sessionId: z.number(),
  status: applicationStatus,
  version: z.number(),
  registrationNumber: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export interface ApplicationRecord<Team extends object = object, Proposal extends object = object> {
  id: number;
  sessionId: number;
  status: ApplicationStatus;
  version: number;
  registrationNumber: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  team?: Team;
  proposal?: Proposal;
}

const text = z.string().optional();
/** Stored referral strings, `option` or `option:detail`. */
const refers = z.array(z.string()).optional();

// --- The competition (`invention/apply`). ---

const inventionTeacher = z.object({ name: text, title: text, phone: text, email: text });
export type InventionTeacherRecord = z.output<typeof inventionTeacher>;

const inventionMember = z.object({ name: text, phone: text, email: text, department: text, grade: text, pdfFile: applicationFile.optional() });
export type InventionMemberRecord = z.output<typeof inventionMember>;

const inventionTeam = z.object({
  name: text,
  previewImg: applicationFile.optional(),
  school: text,
  refers,
  teachers: z.array(inventionTeacher).optional(),
  /** The first is the leader. */
  members: z.array(inventionMember).optional(),
});
export type InventionTeamRecord = z.output<typeof inventionTeam>;

const inventionProposal = z.object({
  name: text,
  level: competitionGroup.optional(),
  main: z.enum(competitionMainThemes).optional(),
  subs: z.array(z.number()).optional(),
  abstract: text,
  pdfFile: applicationFile.optional(),
});
export type InventionProposalRecord = z.output<typeof inventionProposal>;

export const inventionApplicationRecord = z.object({ ...applicationFields, team: inventionTeam.optional(), proposal: inventionProposal.optional() });
export type InventionApplicationRecord = z.output<typeof inventionApplicationRecord>;

// --- The incubator (`incubator/apply`). ---

const incubatorMember = z.object({
  name: text,
  phone: text,
  email: text,
  department: text,
  /** YYYY-MM-DD. */
  birthday: text,
});
export type IncubatorMemberRecord = z.output<typeof incubatorMember>;

const incubatorTeam = z.object({
  organizeName: text,
  type: z.enum(incubatorTeamTypes).optional(),
  country: text,
  city: text,
  taxId: text,
  name: text,
  refers,
  /** The first is the leader and main contact. */
  members: z.array(incubatorMember).optional(),
});
export type IncubatorTeamRecord = z.output<typeof incubatorTeam>;

const incubatorProposal = z.object({
  name: text,
  property: z.enum(incubatorProperties).optional(),
  abstract: text,
  issue: z.enum(incubatorIssueValues).optional(),
  pdfFile: applicationFile.optional(),
  img: applicationFile.optional(),
});
export type IncubatorProposalRecord = z.output<typeof incubatorProposal>;

export const incubatorApplicationRecord = z.object({
  ...applicationFields,
  team: incubatorTeam.optional(),
  proposal: incubatorProposal.optional(),
  /** The final-round PDF, once uploaded. */
  finalFile: applicationFile.optional(),
  finalSubmittedAt: z.string().nullish(),
});
export type IncubatorApplicationRecord = z.output<typeof incubatorApplicationRecord>;

/** Each programme's application and a page of them, built once. */
export const applicationRecords = {
  invention: { record: inventionApplicationRecord, page: listPage(inventionApplicationRecord) },
  incubator: { record: incubatorApplicationRecord, page: listPage(incubatorApplicationRecord) },
};
