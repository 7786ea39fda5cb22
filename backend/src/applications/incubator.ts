// The incubator (incubator/apply): its rules from @yip/rules (members' ages checked against the
// session's apply end), the plan and photo slots, the final-round PDF, the leader as the one
// recipient of its mails, and export columns.
import {
  incubator,
  incubatorDraft,
  incubatorDraftInput,
  incubatorFileRuleOf,
  incubatorFileRules,
  incubatorIncompleteFields,
  type IncubatorDraft,
} from '@yip/rules';
import type { ApplicationData, DataPath, ExportColumn, Programme } from './programme.ts';

type Team = NonNullable<IncubatorDraft['team']>;
type Proposal = NonNullable<IncubatorDraft['proposal']>;
const teamOf = (data: ApplicationData) => (data.team ?? {}) as Team;
const proposalOf = (data: ApplicationData) => (data.proposal ?? {}) as Proposal;

/** Where the final-round PDF sits once uploaded; saves never write it (their data is team and proposal only). */
const finalFilePath: DataPath = ['finalFile'];

/** A save's file parts (`proposal.pdfFile`, `proposal.img`) → data paths; the final upload's `file` is not one. */
function fileSlotPath(slot: string): DataPath | undefined {
  if (slot === 'proposal.pdfFile') return ['proposal', 'pdfFile'];
  if (slot === 'proposal.img') return ['proposal', 'img'];
  return undefined;
}

const fileName = (file: unknown) => (typeof file === 'object' && file !== null ? (file as { name?: string }).name : undefined);

function memberColumns(): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (let i = 0; i < incubator.members.max; i += 1) {
    const member = (data: ApplicationData) => teamOf(data).members?.[i];
    columns.push(
      { header: `member${i + 1}.name`, value: (d) => member(d)?.name },
      { header: `member${i + 1}.phone`, value: (d) => member(d)?.phone },
      { header: `member${i + 1}.email`, width: 28, value: (d) => member(d)?.email },
      { header: `member${i + 1}.department`, value: (d) => member(d)?.department },
      { header: `member${i + 1}.birthday`, width: 12, value: (d) => member(d)?.birthday },
    );
  }
  return columns;
}

export const incubatorProgramme: Programme = {
  name: 'incubator',
  sessionFamily: 'incubator/session',
  numberPrefix: 'INC',
  title: { zhTw: '青年公益實踐計畫', en: 'Youth Social Impact Programme' },
  memberListPath: 'user/incubator-list',
  applyPath: 'incubator-apply',
  publicPath: 'incubator',
  draftInput: incubatorDraftInput,
  storedDraft: incubatorDraft,
  incompleteFields: (data, session) => incubatorIncompleteFields(data, { applyEnd: session.applyEnd }),
  fileSlot(slot) {
    const path = fileSlotPath(slot);
    const rule = incubatorFileRuleOf(slot);
    return path && rule ? { path, rule } : undefined;
  },
  filePaths(data) {
    const paths: DataPath[] = [
      ['proposal', 'pdfFile'],
      ['proposal', 'img'],
    ];
    return data.finalFile === undefined ? paths : [...paths, finalFilePath];
  },
  finalUpload: { path: finalFilePath, rule: incubatorFileRules.finalPdf },
  membersJsonPath: '$.team.members',
  searchJsonPaths: ['$.team.name', '$.team.organizeName', '$.proposal.name'],
  recipients(data) {
    const leader = teamOf(data).members?.[0]?.email;
    return leader ? [{ email: leader, role: 'leader' }] : [];
  },
  teamName: (data) => teamOf(data).name ?? '',
  exportColumns: [
    { header: 'team.name', width: 18, value: (d) => teamOf(d).name },
    { header: 'team.organizeName', width: 24, value: (d) => teamOf(d).organizeName },
    { header: 'team.type', value: (d) => teamOf(d).type },
    { header: 'team.country', value: (d) => teamOf(d).country },
    { header: 'team.city', value: (d) => teamOf(d).city },
    { header: 'team.taxId', value: (d) => teamOf(d).taxId },
    { header: 'team.refers', width: 24, value: (d) => teamOf(d).refers?.join(', ') },
    { header: 'proposal.name', width: 18, value: (d) => proposalOf(d).name },
    { header: 'proposal.property', width: 18, value: (d) => proposalOf(d).property },
    { header: 'proposal.issue', value: (d) => proposalOf(d).issue },
    { header: 'proposal.abstract', width: 50, value: (d) => proposalOf(d).abstract },
    { header: 'proposal.pdfFile', value: (d) => fileName(proposalOf(d).pdfFile) },
    { header: 'proposal.img', value: (d) => fileName(proposalOf(d).img) },
    { header: 'finalFile', value: (d) => fileName(d.finalFile) },
    { header: 'finalSubmittedAt', width: 24, value: (_, row) => row.finalSubmittedAt },
    ...memberColumns(),
  ],
};
