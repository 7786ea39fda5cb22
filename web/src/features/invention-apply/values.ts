// The competition application as the forms hold it, and the two conversions at its edges: the
// application read from the gateway → form values (referral suffixes split off, a new form with
// one teacher and two members), and form values → the save mutation's input (a file slot keeps
// a stored file or sends a new one). The forms keep the shared rules' names; the input has
// GraphQL's (@yip/rules `competitionRenamedFields`).
import { competition, competitionReferralSources, type CompetitionLevel, type CompetitionMainTheme } from '@yip/rules';
import type { CompetitionGroup, InventionApplicationInput, InventionTheme } from '../../generated/types.ts';
import { referralInput, referralValues, type ReferralValues } from '../../components/Application/referrals.tsx';
import { fileInput, textOrNull } from '../../components/Application/inputs.ts';
import type { FileValue } from '../../components/Form/FileField.tsx';
import type { InventionApplicationFieldsFragment } from './inventionApply.generated.ts';

export type CompetitionReferral = (typeof competitionReferralSources)[number];

export interface TeacherValues {
  name: string;
  title: string;
  phone: string;
  email: string;
}

export interface MemberValues {
  name: string;
  phone: string;
  email: string;
  department: string;
  grade: string;
  pdfFile: FileValue;
}

export interface TeamValues extends ReferralValues<CompetitionReferral> {
  name: string;
  previewImg: FileValue;
  school: string;
  teachers: TeacherValues[];
  members: MemberValues[];
}

export interface ProposalValues {
  name: string;
  level: CompetitionLevel | '';
  main: CompetitionMainTheme | '';
  /** SDG goals 1–17. */
  subs: number[];
  abstract: string;
  pdfFile: FileValue;
}

export const emptyTeacher = (): TeacherValues => ({ name: '', title: '', phone: '', email: '' });
export const emptyMember = (): MemberValues => ({ name: '', phone: '', email: '', department: '', grade: '', pdfFile: null });

/** Pads a list to its minimum: a new form starts with one teacher and two members (spec §3). */
function atLeast<T>(items: T[], min: number, make: () => T): T[] {
  return items.length >= min ? items : [...items, ...Array.from({ length: min - items.length }, make)];
}

export function emptyTeam(): TeamValues {
  return {
    name: '',
    previewImg: null,
    school: '',
    ...referralValues([], competitionReferralSources),
    teachers: atLeast([], competition.teachers.min, emptyTeacher),
    members: atLeast([], competition.members.min, emptyMember),
  };
}

export function emptyProposal(): ProposalValues {
  return { name: '', level: '', main: '', subs: [], abstract: '', pdfFile: null };
}

// GraphQL enums are the rule values in capitals (`college` ⇄ `COLLEGE`).
const toEnum = <T extends string>(value: string) => value.toUpperCase() as T;
const fromEnum = <T extends string>(value: string) => value.toLowerCase() as T;

type Application = InventionApplicationFieldsFragment;

export function teamValues(application: Application): TeamValues {
  const { team } = application;
  return {
    name: team.name ?? '',
    previewImg: team.previewImg,
    school: team.school ?? '',
    ...referralValues(team.refers, competitionReferralSources),
    teachers: atLeast(
      team.teachers.map((t) => ({ name: t.name ?? '', title: t.title ?? '', phone: t.phone ?? '', email: t.email ?? '' })),
      competition.teachers.min,
      emptyTeacher,
    ),
    members: atLeast(
      team.members.map((m) => ({
        name: m.name ?? '',
        phone: m.phone ?? '',
        email: m.email ?? '',
        department: m.department ?? '',
        grade: m.grade ?? '',
        pdfFile: m.pdfFile,
      })),
      competition.members.min,
      emptyMember,
    ),
  };
}

export function proposalValues(application: Application): ProposalValues {
  const { proposal } = application;
  return {
    name: proposal.name ?? '',
    level: proposal.level ? fromEnum<CompetitionLevel>(proposal.level) : '',
    main: proposal.main ? fromEnum<CompetitionMainTheme>(proposal.main) : '',
    subs: [...proposal.subs],
    abstract: proposal.abstract ?? '',
    pdfFile: proposal.pdfFile,
  };
}

/** The whole application as the save mutation takes it. */
export function toInput(team: TeamValues, proposal: ProposalValues): InventionApplicationInput {
  return {
    team: {
      name: textOrNull(team.name),
      photo: fileInput(team.previewImg),
      school: textOrNull(team.school),
      referrals: referralInput(team),
      teachers: team.teachers.map((t) => ({
        name: textOrNull(t.name),
        title: textOrNull(t.title),
        phone: textOrNull(t.phone),
        email: textOrNull(t.email),
      })),
      members: team.members.map((m) => ({
        name: textOrNull(m.name),
        phone: textOrNull(m.phone),
        email: textOrNull(m.email),
        department: textOrNull(m.department),
        grade: textOrNull(m.grade),
        studentProof: fileInput(m.pdfFile),
      })),
    },
    proposal: {
      name: textOrNull(proposal.name),
      group: proposal.level ? toEnum<CompetitionGroup>(proposal.level) : null,
      theme: proposal.main ? toEnum<InventionTheme>(proposal.main) : null,
      sdgGoals: proposal.subs,
      abstract: textOrNull(proposal.abstract),
      plan: fileInput(proposal.pdfFile),
    },
  };
}
