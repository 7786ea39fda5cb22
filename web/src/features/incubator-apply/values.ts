// The incubator application as the forms hold it, and the two conversions at its edges: the
// application read from the gateway → form values (referral suffixes split off, a new form with one
// member, the leader), and form values → the save mutation's input (a file slot keeps a stored file
// or sends a new one). The forms keep the shared rules' names; the input has GraphQL's (@yip/rules
// `incubatorRenamedFields`).
import {
  incubator,
  incubatorReferralSources,
  type IncubatorIssueValue,
  type IncubatorProperty as PropertyValue,
  type IncubatorTeamType as TeamTypeValue,
} from '@yip/rules';
import type { IncubatorApplicationInput, IncubatorGroup, IncubatorIssue, IncubatorTeamType } from '../../generated/types.ts';
import { referralInput, referralValues, type ReferralValues } from '../../components/Application/referrals.tsx';
import { fileInput, textOrNull } from '../../components/Application/inputs.ts';
import type { FileValue } from '../../components/Form/FileField.tsx';
import type { IncubatorApplicationFieldsFragment } from './incubatorApply.generated.ts';

type Application = IncubatorApplicationFieldsFragment;
export type IncubatorReferral = (typeof incubatorReferralSources)[number];

export interface MemberValues {
  name: string;
  phone: string;
  email: string;
  /** The department, or the position in the organisation. */
  department: string;
  /** YYYY-MM-DD (a date field). */
  birthday: string;
}

export interface TeamValues extends ReferralValues<IncubatorReferral> {
  organizeName: string;
  type: TeamTypeValue | '';
  country: string;
  city: string;
  taxId: string;
  name: string;
  members: MemberValues[];
}

export interface ProposalValues {
  name: string;
  property: PropertyValue | '';
  abstract: string;
  issue: IncubatorIssueValue | '';
  pdfFile: FileValue;
  img: FileValue;
}

export const emptyMember = (): MemberValues => ({ name: '', phone: '', email: '', department: '', birthday: '' });

/** A new form starts with one member: the leader and main contact. */
const atLeastOne = (members: MemberValues[]) => (members.length >= incubator.members.min ? members : [...members, emptyMember()]);

export function emptyTeam(): TeamValues {
  return { organizeName: '', type: '', country: '', city: '', taxId: '', name: '', ...referralValues([], incubatorReferralSources), members: atLeastOne([]) };
}

export function emptyProposal(): ProposalValues {
  return { name: '', property: '', abstract: '', issue: '', pdfFile: null, img: null };
}

// GraphQL enums are the rule values in capitals; the issues also swap '-' for '_' (`circular-economy` ⇄ `CIRCULAR_ECONOMY`).
const fromEnum = <T extends string>(value: string) => value.toLowerCase() as T;
const toEnum = <T extends string>(value: string) => value.toUpperCase() as T;
const issueFromEnum = (value: IncubatorIssue) => value.toLowerCase().replace(/_/g, '-') as IncubatorIssueValue;
const issueToEnum = (value: IncubatorIssueValue) => value.toUpperCase().replace(/-/g, '_') as IncubatorIssue;

export function teamValues(application: Application): TeamValues {
  const { team } = application;
  return {
    organizeName: team.organizeName ?? '',
    type: team.type ? fromEnum<TeamTypeValue>(team.type) : '',
    country: team.country ?? '',
    city: team.city ?? '',
    taxId: team.taxId ?? '',
    name: team.name ?? '',
    ...referralValues(team.refers, incubatorReferralSources),
    members: atLeastOne(
      team.members.map((m) => ({ name: m.name ?? '', phone: m.phone ?? '', email: m.email ?? '', department: m.department ?? '', birthday: m.birthday ?? '' })),
    ),
  };
}

export function proposalValues(application: Application): ProposalValues {
  const { proposal } = application;
  return {
    name: proposal.name ?? '',
    property: proposal.property ? fromEnum<PropertyValue>(proposal.property) : '',
    abstract: proposal.abstract ?? '',
    issue: proposal.issue ? issueFromEnum(proposal.issue) : '',
    pdfFile: proposal.pdfFile,
    img: proposal.img,
  };
}

/** The whole application as the save mutation takes it. */
export function toInput(team: TeamValues, proposal: ProposalValues): IncubatorApplicationInput {
  return {
    team: {
      organisationName: textOrNull(team.organizeName),
      type: team.type ? toEnum<IncubatorTeamType>(team.type) : null,
      country: textOrNull(team.country),
      city: textOrNull(team.city),
      taxId: textOrNull(team.taxId),
      name: textOrNull(team.name),
      referrals: referralInput(team),
      members: team.members.map((m) => ({
        name: textOrNull(m.name),
        phone: textOrNull(m.phone),
        email: textOrNull(m.email),
        department: textOrNull(m.department),
        birthday: textOrNull(m.birthday),
      })),
    },
    proposal: {
      name: textOrNull(proposal.name),
      group: proposal.property ? toEnum<IncubatorGroup>(proposal.property) : null,
      abstract: textOrNull(proposal.abstract),
      issue: proposal.issue ? issueToEnum(proposal.issue) : null,
      plan: fileInput(proposal.pdfFile),
      photo: fileInput(proposal.img),
    },
  };
}
