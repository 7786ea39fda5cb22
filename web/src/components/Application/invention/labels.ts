import { defineMessages } from 'react-intl';

// The names of the application's fields and options, shared by the forms, the read-only summary
// and the list of what is missing.

export const teamLabels = defineMessages({
  intro: { id: 'inventionApply.team.intro' },
  basics: { id: 'inventionApply.team.basics' },
  name: { id: 'inventionApply.team.name' },
  previewImg: { id: 'inventionApply.team.photo' },
  photoHint: { id: 'inventionApply.team.photoHint' },
  school: { id: 'inventionApply.team.school' },
  schoolHint: { id: 'inventionApply.team.schoolHint' },
  refers: { id: 'inventionApply.team.refers' },
  refersHint: { id: 'inventionApply.team.refersHint' },
  teachers: { id: 'inventionApply.team.teachers' },
  teachersHint: { id: 'inventionApply.team.teachersHint' },
  teacher: { id: 'inventionApply.team.teacher' },
  addTeacher: { id: 'inventionApply.team.addTeacher' },
  removeTeacher: { id: 'inventionApply.team.removeTeacher' },
  members: { id: 'inventionApply.team.members' },
  membersHint: { id: 'inventionApply.team.membersHint' },
  member: { id: 'inventionApply.team.member' },
  leader: { id: 'inventionApply.team.leader' },
  addMember: { id: 'inventionApply.team.addMember' },
  removeMember: { id: 'inventionApply.team.removeMember' },
});

export const personLabels = defineMessages({
  name: { id: 'inventionApply.person.name' },
  title: { id: 'inventionApply.person.title' },
  phone: { id: 'inventionApply.person.phone' },
  mobile: { id: 'inventionApply.person.mobile' },
  email: { id: 'inventionApply.person.email' },
  department: { id: 'inventionApply.person.department' },
  grade: { id: 'inventionApply.person.grade' },
  pdfFile: { id: 'inventionApply.person.proof' },
  proofHint: { id: 'inventionApply.person.proofHint' },
});

export const proposalLabels = defineMessages({
  intro: { id: 'inventionApply.proposal.intro' },
  name: { id: 'inventionApply.proposal.name' },
  level: { id: 'inventionApply.proposal.level' },
  main: { id: 'inventionApply.proposal.main' },
  mainHint: { id: 'inventionApply.proposal.mainHint' },
  subs: { id: 'inventionApply.proposal.subs' },
  subsHint: { id: 'inventionApply.proposal.subsHint' },
  abstract: { id: 'inventionApply.proposal.abstract' },
  pdfFile: { id: 'inventionApply.proposal.plan' },
  planHint: { id: 'inventionApply.proposal.planHint' },
});

export const levelLabels = defineMessages({
  college: { id: 'invention.group.college' },
  vocational: { id: 'invention.group.vocational' },
});

/** The main themes and the designated themes under them. */
export const themeLabels = defineMessages({
  charity: { id: 'inventionApply.theme.charity' },
  medical: { id: 'inventionApply.theme.medical' },
  disaster_relief: { id: 'inventionApply.theme.disasterRelief' },
  humanistic_care: { id: 'inventionApply.theme.humanisticCare' },
  long_term_care: { id: 'inventionApply.theme.longTermCare' },
  medical_home_care: { id: 'inventionApply.theme.medicalHomeCare' },
});
