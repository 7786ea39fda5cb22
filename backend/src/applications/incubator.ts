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
import type { ApplicationData, DataPath, ExportField, Programme } from './programme.ts';

type Team = NonNullable<IncubatorDraft['team']>;
const teamOf = (data: ApplicationData) => (data.team ?? {}) as Team;

/** Where the final-round PDF sits once uploaded; saves never write it (their data is team and proposal only). */
const finalFilePath: DataPath = ['finalFile'];

/** A save's file parts (`proposal.pdfFile`, `proposal.img`) → data paths; the final upload's `file` is not one. */
function fileSlotPath(slot: string): DataPath | undefined {
  if (slot === 'proposal.pdfFile') return ['proposal', 'pdfFile'];
  if (slot === 'proposal.img') return ['proposal', 'img'];
  return undefined;
}

/** Each member's fields, numbered as the form numbers them. */
function memberFields(): ExportField[] {
  return Array.from({ length: incubator.members.max }, (_, i) =>
    ['name', 'phone', 'email', 'department', 'birthday'].map((field): ExportField => ({ path: ['team', 'members', i, field], ...(field === 'email' && { width: 28 }) })),
  ).flat();
}

export const incubatorProgramme: Programme = {
  name: 'incubator',
  sessionFamily: 'incubator/session',
  numberPrefix: 'INC',
  // The incubator's own name, as its page says it (the whole programme's signs every mail).
  title: { zhTw: '青年公益育成', en: 'Youth Impact Incubator' },
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
  teamNameJsonPath: '$.team.name',
  searchJsonPaths: ['$.team.name', '$.team.organizeName', '$.proposal.name'],
  recipients(data) {
    const leader = teamOf(data).members?.[0]?.email;
    return leader ? [{ email: leader, role: 'leader' }] : [];
  },
  teamName: (data) => teamOf(data).name ?? '',
  exportFields: [
    { path: ['team', 'name'], width: 18 },
    { path: ['team', 'organizeName'], width: 24 },
    { path: ['team', 'type'], option: 'incubatorType' },
    { path: ['team', 'country'] },
    { path: ['team', 'city'] },
    { path: ['team', 'taxId'] },
    { path: ['team', 'refers'], option: 'referral', width: 24 },
    { path: ['proposal', 'name'], width: 18 },
    { path: ['proposal', 'property'], option: 'incubatorProperty', width: 18 },
    { path: ['proposal', 'issue'], option: 'incubatorIssue', width: 18 },
    { path: ['proposal', 'abstract'], width: 50 },
    { path: ['proposal', 'pdfFile'], file: true },
    { path: ['proposal', 'img'], file: true },
    ...memberFields(),
  ],
};
