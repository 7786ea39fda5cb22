// The competition's form (schema `InventionApplicationInput`, under its GraphQL names) in the shape
// of its draft rules, which keep the REST names.
import { competitionDraftInput, competitionRenamedFields, type CompetitionDraftInput } from '@yip/rules';
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
  renamed: competitionRenamedFields,
  toRules: ({ team, proposal }, files) => ({ team: toTeam(team, files), proposal: toProposal(proposal, files) }),
};

const toTeam = (team: InventionTeamInput, files: FileSlots) => ({
  name: given(team.name),
  previewImg: files.slot('previewImg', team.photo),
  school: given(team.school),
  refers: team.referrals?.map(referral),
  teachers: team.teachers?.map(toTeacher),
  members: team.members?.map((member, index) => toMember(member, index, files)),
});

const toMember = (member: InventionMemberInput, index: number, files: FileSlots) => ({
  name: given(member.name),
  phone: given(member.phone),
  email: given(member.email),
  department: given(member.department),
  grade: given(member.grade),
  pdfFile: files.slot(`members.${index}.pdfFile`, member.studentProof),
});

const toProposal = (proposal: InventionProposalInput, files: FileSlots) => ({
  name: given(proposal.name),
  level: proposal.group ? competitionGroups[proposal.group] : undefined,
  main: proposal.theme ? themeToRest(proposal.theme) : undefined,
  subs: given(proposal.sdgGoals),
  abstract: given(proposal.abstract),
  pdfFile: files.slot('proposal.pdfFile', proposal.plan),
});

const toTeacher = (input: InventionTeacherInput) => ({
  name: given(input.name),
  title: given(input.title),
  phone: given(input.phone),
  email: given(input.email),
});
