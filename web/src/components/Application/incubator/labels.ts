import { defineMessages } from 'react-intl';
import type { IncubatorIssueValue, IncubatorProperty, IncubatorTeamType } from '@yip/rules';

// The names of the incubator application's fields and options, shared by the forms, the read-only
// summary and the list of what is missing.

export const teamLabels = defineMessages({
  intro: { id: 'incubatorApply.team.intro' },
  organisation: { id: 'incubatorApply.team.organisation' },
  organizeName: { id: 'incubatorApply.team.organizeName' },
  organizeNameHint: { id: 'incubatorApply.team.organizeNameHint' },
  type: { id: 'incubatorApply.team.type' },
  city: { id: 'incubatorApply.team.city' },
  country: { id: 'incubatorApply.team.country' },
  countryHint: { id: 'incubatorApply.team.countryHint' },
  taxId: { id: 'incubatorApply.team.taxId' },
  taxIdHint: { id: 'incubatorApply.team.taxIdHint' },
  name: { id: 'incubatorApply.team.name' },
  refers: { id: 'incubatorApply.team.refers' },
  refersHint: { id: 'incubatorApply.team.refersHint' },
  members: { id: 'incubatorApply.team.members' },
  membersHint: { id: 'incubatorApply.team.membersHint' },
  member: { id: 'incubatorApply.team.member' },
  leader: { id: 'incubatorApply.team.leader' },
  addMember: { id: 'incubatorApply.team.addMember' },
  removeMember: { id: 'incubatorApply.team.removeMember' },
});

export const memberLabels = defineMessages({
  name: { id: 'incubatorApply.member.name' },
  phone: { id: 'incubatorApply.member.phone' },
  phoneHint: { id: 'incubatorApply.member.phoneHint' },
  email: { id: 'incubatorApply.member.email' },
  department: { id: 'incubatorApply.member.department' },
  birthday: { id: 'incubatorApply.member.birthday' },
});

export const proposalLabels = defineMessages({
  intro: { id: 'incubatorApply.proposal.intro' },
  name: { id: 'incubatorApply.proposal.name' },
  property: { id: 'incubatorApply.proposal.property' },
  propertyHint: { id: 'incubatorApply.proposal.propertyHint' },
  countryNeeded: { id: 'incubatorApply.proposal.countryNeeded' },
  toContact: { id: 'incubatorApply.proposal.toContact' },
  abstract: { id: 'incubatorApply.proposal.abstract' },
  issue: { id: 'incubatorApply.proposal.issue' },
  pdfFile: { id: 'incubatorApply.proposal.plan' },
  planHint: { id: 'incubatorApply.proposal.planHint' },
  img: { id: 'incubatorApply.proposal.photo' },
  photoHint: { id: 'incubatorApply.proposal.photoHint' },
});

export const typeLabels = defineMessages<IncubatorTeamType>({
  informal: { id: 'incubatorApply.type.informal' },
  non_profit: { id: 'incubatorApply.type.nonProfit' },
  for_profit: { id: 'incubatorApply.type.forProfit' },
});

export const propertyLabels = defineMessages<IncubatorProperty>({
  taiwan_incubation: { id: 'incubatorApply.property.taiwanIncubation' },
  taiwan_acceleration: { id: 'incubatorApply.property.taiwanAcceleration' },
  asia_pacific: { id: 'incubatorApply.property.asiaPacific' },
});

/** The nine issues (spec §3): the incubator page's own labels. */
export const issueLabels = defineMessages<IncubatorIssueValue>({
  charity: { id: 'incubator.issue.charity' },
  healthcare: { id: 'incubator.issue.healthcare' },
  education: { id: 'incubator.issue.education' },
  environment: { id: 'incubator.issue.environment' },
  'circular-economy': { id: 'incubator.issue.circularEconomy' },
  'youth-senior': { id: 'incubator.issue.youthSenior' },
  food: { id: 'incubator.issue.food' },
  disaster: { id: 'incubator.issue.disaster' },
  local: { id: 'incubator.issue.local' },
});
