// The incubator's form (schema `IncubatorApplicationInput`, under its GraphQL names) in the shape of
// its draft rules, which keep the REST names. Its file parts are `proposal.pdfFile` and `proposal.img`
// (`incubatorFileRuleOf`).
import { incubatorDraftInput, incubatorRenamedFields, type IncubatorDraftInput } from '@yip/rules';
import type { IncubatorApplicationInput, IncubatorMemberInput, IncubatorProposalInput, IncubatorTeamInput } from '../generated/resolvers-types.ts';
import { incubatorGroupToRest, incubatorTeamTypeToRest } from './application-enums.ts';
import { given, referral, type DraftForm, type FileSlots } from './application-input.ts';
import { issueToRest } from './content-enums.ts';

export const incubatorForm: DraftForm<IncubatorApplicationInput, IncubatorDraftInput> = {
  rules: incubatorDraftInput,
  renamed: incubatorRenamedFields,
  toRules: ({ team, proposal }, files) => ({ team: toTeam(team), proposal: toProposal(proposal, files) }),
};

const toTeam = (team: IncubatorTeamInput) => ({
  organizeName: given(team.organisationName),
  type: team.type ? incubatorTeamTypeToRest(team.type) : undefined,
  country: given(team.country),
  city: given(team.city),
  taxId: given(team.taxId),
  name: given(team.name),
  refers: team.referrals?.map(referral),
  members: team.members?.map(toMember),
});

const toMember = (member: IncubatorMemberInput) => ({
  name: given(member.name),
  phone: given(member.phone),
  email: given(member.email),
  department: given(member.department),
  birthday: given(member.birthday),
});

const toProposal = (proposal: IncubatorProposalInput, files: FileSlots) => ({
  name: given(proposal.name),
  property: proposal.group ? incubatorGroupToRest(proposal.group) : undefined,
  abstract: given(proposal.abstract),
  issue: proposal.issue ? issueToRest(proposal.issue) : undefined,
  pdfFile: files.slot('proposal.pdfFile', proposal.plan),
  img: files.slot('proposal.img', proposal.photo),
});
