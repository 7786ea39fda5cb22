// The competition's form (schema `InventionApplicationInput`) in the shape of its draft rules.
import { competitionDraftInput, type CompetitionDraftInput } from '@yip/rules';
import type {
  InventionApplicationInput,
  InventionMemberInput,
  InventionProposalInput,
  InventionTeacherInput,
  InventionTeamInput,
} from '../generated/resolvers-types.ts';
import { given, referral, type DraftForm, type FileSlots } from './application-input.ts';
import { themeToRest } from './application-enums.ts';
import { competitionGroups } from './content-enums.ts';

export const inventionForm: DraftForm<InventionApplicationInput, CompetitionDraftInput> = {
  rules: competitionDraftInput,
  toRules: ({ team, proposal }, files) => ({ team: toTeam(team, files), proposal: toProposal(proposal, files) }),
};

const toTeam = (team: InventionTeamInput, files: FileSlots) => ({
  name: given(team.name),
  previewImg: files.slot('previewImg', team.previewImg),
  school: given(team.school),
  refers: team.refers?.map(referral),
  teachers: team.teachers?.map(toTeacher),
  members: team.members?.map((member, index) => toMember(member, index, files)),
});

const toMember = (member: InventionMemberInput, index: number, files: FileSlots) => ({
  name: given(member.name),
  phone: given(member.phone),
  email: given(member.email),
  department: given(member.department),
  grade: given(member.grade),
  pdfFile: files.slot(`members.${index}.pdfFile`, member.pdfFile),
});

const toProposal = (proposal: InventionProposalInput, files: FileSlots) => ({
  name: given(proposal.name),
  level: proposal.level ? competitionGroups[proposal.level] : undefined,
  main: proposal.main ? themeToRest(proposal.main) : undefined,
  subs: given(proposal.subs),
  abstract: given(proposal.abstract),
  pdfFile: files.slot('proposal.pdfFile', proposal.pdfFile),
});

const toTeacher = (input: InventionTeacherInput) => ({
  name: given(input.name),
  title: given(input.title),
  phone: given(input.phone),
  email: given(input.email),
});
