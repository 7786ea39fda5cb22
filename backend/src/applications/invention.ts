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
import type { ApplicationData, DataPath, ExportColumn, Programme, Recipient } from './programme.ts';

type Team = NonNullable<CompetitionDraft['team']>;
type Proposal = NonNullable<CompetitionDraft['proposal']>;
const teamOf = (data: ApplicationData) => (data.team ?? {}) as Team;
const proposalOf = (data: ApplicationData) => (data.proposal ?? {}) as Proposal;

/** Multipart part names (`previewImg`, `members.2.pdfFile`, `proposal.pdfFile`) → data paths. */
function fileSlotPath(slot: string): DataPath | undefined {
  if (slot === 'previewImg') return ['team', 'previewImg'];
  if (slot === 'proposal.pdfFile') return ['proposal', 'pdfFile'];
  const member = /^members\.(\d)\.pdfFile$/.exec(slot);
  return member ? ['team', 'members', Number(member[1]), 'pdfFile'] : undefined;
}

const fileName = (file: unknown) => (typeof file === 'object' && file !== null ? (file as { name?: string }).name : undefined);

function peopleColumns(): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (let i = 0; i < competition.teachers.max; i += 1) {
    const teacher = (data: ApplicationData) => teamOf(data).teachers?.[i];
    columns.push(
      { header: `teacher${i + 1}.name`, value: (d) => teacher(d)?.name },
      { header: `teacher${i + 1}.title`, value: (d) => teacher(d)?.title },
      { header: `teacher${i + 1}.phone`, value: (d) => teacher(d)?.phone },
      { header: `teacher${i + 1}.email`, width: 28, value: (d) => teacher(d)?.email },
    );
  }
  for (let i = 0; i < competition.members.max; i += 1) {
    const member = (data: ApplicationData) => teamOf(data).members?.[i];
    columns.push(
      { header: `member${i + 1}.name`, value: (d) => member(d)?.name },
      { header: `member${i + 1}.phone`, value: (d) => member(d)?.phone },
      { header: `member${i + 1}.email`, width: 28, value: (d) => member(d)?.email },
      { header: `member${i + 1}.department`, value: (d) => member(d)?.department },
      { header: `member${i + 1}.grade`, value: (d) => member(d)?.grade },
      { header: `member${i + 1}.pdfFile`, value: (d) => fileName(member(d)?.pdfFile) },
    );
  }
  return columns;
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
  exportColumns: [
    { header: 'team.name', width: 18, value: (d) => teamOf(d).name },
    { header: 'team.school', width: 24, value: (d) => teamOf(d).school },
    { header: 'team.refers', width: 24, value: (d) => teamOf(d).refers?.join(', ') },
    { header: 'team.previewImg', value: (d) => fileName(teamOf(d).previewImg) },
    { header: 'proposal.name', width: 18, value: (d) => proposalOf(d).name },
    { header: 'proposal.level', value: (d) => proposalOf(d).level },
    { header: 'proposal.main', value: (d) => proposalOf(d).main },
    { header: 'proposal.subs', value: (d) => proposalOf(d).subs?.join(', ') },
    { header: 'proposal.abstract', width: 50, value: (d) => proposalOf(d).abstract },
    { header: 'proposal.pdfFile', value: (d) => fileName(proposalOf(d).pdfFile) },
    ...peopleColumns(),
  ],
};
