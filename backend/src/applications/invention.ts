// The competition (invention/apply): its rules from @yip/rules, file slots, mail recipients and
// export columns.
import {
  competition,
  competitionDraft,
  competitionDraftInput,
  competitionFileRuleOf,
  competitionIncompleteFields,
  type CompetitionDraft,
} from '@yip/rules';
import type { ApplicationData, DataPath, ExportField, Programme, Recipient } from './programme.ts';

type Team = NonNullable<CompetitionDraft['team']>;
const teamOf = (data: ApplicationData) => (data.team ?? {}) as Team;

/** Multipart part names (`previewImg`, `members.2.pdfFile`, `proposal.pdfFile`) → data paths. */
function fileSlotPath(slot: string): DataPath | undefined {
  if (slot === 'previewImg') return ['team', 'previewImg'];
  if (slot === 'proposal.pdfFile') return ['proposal', 'pdfFile'];
  const member = /^members\.(\d)\.pdfFile$/.exec(slot);
  return member ? ['team', 'members', Number(member[1]), 'pdfFile'] : undefined;
}

/** Each advisor's and member's fields, numbered as the form numbers them. */
function peopleFields(): ExportField[] {
  const person = (list: 'teachers' | 'members', i: number, fields: string[]): ExportField[] =>
    fields.map((field) => ({ path: ['team', list, i, field], ...(field === 'email' && { width: 28 }), ...(field === 'pdfFile' && { file: true }) }));
  return [
    ...Array.from({ length: competition.teachers.max }, (_, i) => person('teachers', i, ['name', 'title', 'phone', 'email'])).flat(),
    ...Array.from({ length: competition.members.max }, (_, i) => person('members', i, ['name', 'phone', 'email', 'department', 'grade', 'pdfFile'])).flat(),
  ];
}

export const inventionProgramme: Programme = {
  name: 'invention',
  sessionFamily: 'invention/session',
  numberPrefix: 'INV',
  title: { zhTw: '慈悲科技創新競賽', en: 'Compassion Technology Innovation Competition' },
  memberListPath: 'user/invention-list',
  applyPath: 'invention-apply',
  publicPath: 'invention',
  draftInput: competitionDraftInput,
  storedDraft: competitionDraft,
  incompleteFields: competitionIncompleteFields,
  fileSlot(slot) {
    const path = fileSlotPath(slot);
    const rule = competitionFileRuleOf(slot);
    return path && rule ? { path, rule } : undefined;
  },
  filePaths(data) {
    const members = teamOf(data).members ?? [];
    return [['team', 'previewImg'], ...members.map((_, i): DataPath => ['team', 'members', i, 'pdfFile']), ['proposal', 'pdfFile']];
  },
  teamsPerPerson: competition.teamsPerPerson,
  membersJsonPath: '$.team.members',
  teamNameJsonPath: '$.team.name',
  searchJsonPaths: ['$.team.name', '$.team.school', '$.proposal.name'],
  recipients(data) {
    const team = teamOf(data);
    const leader = team.members?.[0]?.email;
    const advisors = (team.teachers ?? []).flatMap((teacher) => (teacher.email ? [teacher.email] : []));
    const recipients: Recipient[] = leader ? [{ email: leader, role: 'leader' }] : [];
    for (const email of advisors) recipients.push({ email, role: 'advisor' });
    return recipients;
  },
  teamName: (data) => teamOf(data).name ?? '',
  exportFields: [
    { path: ['team', 'name'], width: 18 },
    { path: ['team', 'school'], width: 24 },
    { path: ['team', 'refers'], option: 'referral', width: 24 },
    { path: ['team', 'previewImg'], file: true },
    { path: ['proposal', 'name'], width: 18 },
    { path: ['proposal', 'level'], option: 'inventionLevel' },
    { path: ['proposal', 'main'], option: 'inventionTheme', width: 18 },
    { path: ['proposal', 'subs'], option: 'sdg', width: 24 },
    { path: ['proposal', 'abstract'], width: 50 },
    { path: ['proposal', 'pdfFile'], file: true },
    ...peopleFields(),
  ],
};
