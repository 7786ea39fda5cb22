// Applications as the backend answers them to their owner (docs/rest-contract.md, "Applications"):
// fields absent from a draft are absent; rule values are those of @yip/rules.
import type { CompetitionMainTheme, IncubatorIssueValue, IncubatorProperty, IncubatorTeamType } from '@yip/rules';
import type { CompetitionGroup } from './dto.ts';

export type ApplicationStatus = 'draft' | 'submitted' | 'final_upload' | 'final_entered';

/** A stored file as the backend answers it to its owner: `url` is stable, `downloadUrl` signed and short-lived. */
export interface ApplicationFile {
  url: string;
  name: string;
  size: number;
  downloadUrl: string;
}

/** What every programme's application answers besides its team and proposal. */
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

// --- The competition (`invention/apply`). ---

export interface InventionTeacherRecord {
  name?: string;
  title?: string;
  phone?: string;
  email?: string;
}

export interface InventionMemberRecord {
  name?: string;
  phone?: string;
  email?: string;
  department?: string;
  grade?: string;
  pdfFile?: ApplicationFile;
}

export interface InventionTeamRecord {
  name?: string;
  previewImg?: ApplicationFile;
  school?: string;
  /** Stored referral strings, `option` or `option:detail`. */
  refers?: string[];
  teachers?: InventionTeacherRecord[];
  /** The first is the leader. */
  members?: InventionMemberRecord[];
}

export interface InventionProposalRecord {
  name?: string;
  level?: CompetitionGroup;
  main?: CompetitionMainTheme;
  subs?: number[];
  abstract?: string;
  pdfFile?: ApplicationFile;
}

export type InventionApplicationRecord = ApplicationRecord<InventionTeamRecord, InventionProposalRecord>;

// --- The incubator (`incubator/apply`). ---

export interface IncubatorMemberRecord {
  name?: string;
  phone?: string;
  email?: string;
  department?: string;
  /** YYYY-MM-DD. */
  birthday?: string;
}

export interface IncubatorTeamRecord {
  organizeName?: string;
  type?: IncubatorTeamType;
  country?: string;
  city?: string;
  taxId?: string;
  name?: string;
  /** Stored referral strings, `option` or `option:detail`. */
  refers?: string[];
  /** The first is the leader and main contact. */
  members?: IncubatorMemberRecord[];
}

export interface IncubatorProposalRecord {
  name?: string;
  property?: IncubatorProperty;
  abstract?: string;
  issue?: IncubatorIssueValue;
  pdfFile?: ApplicationFile;
  img?: ApplicationFile;
}

export interface IncubatorApplicationRecord extends ApplicationRecord<IncubatorTeamRecord, IncubatorProposalRecord> {
  /** The final-round PDF, once uploaded. */
  finalFile?: ApplicationFile;
  finalSubmittedAt?: string | null;
}
