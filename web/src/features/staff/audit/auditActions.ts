// The audit log's actions in the officer's words: every code the backend records (backend/src/audit/
// log.ts), a named one (`manager.login`) or the route a manager wrote to or exported from
// (`PUT /api/invention/session/pvt/resource/:id`), with its words and the group the filter lists
// it under. tests/integration/staff-people.test.ts checks this list against the backend's routes and
// named actions. A code not listed here (a route added since) shows as itself.
import { schedulableFamilyNames } from '@yip/rules/constants';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ContentFamily } from '../../../generated/types.ts';
import { familyNames } from '../content/families.ts';
import { backendFamilyName } from '../content/imageSlots.ts';

const words = defineMessages({
  login: { id: 'staff.audit.words.login' },
  loginRefused: { id: 'staff.audit.words.loginRefused' },
  loginCodeAsked: { id: 'staff.audit.words.loginCodeAsked' },
  logout: { id: 'staff.audit.words.logout' },
  logoutEverywhere: { id: 'staff.audit.words.logoutEverywhere' },
  totpEnrol: { id: 'staff.audit.words.totpEnrol' },
  recoveryCodeUsed: { id: 'staff.audit.words.recoveryCodeUsed' },
  recoveryCodesRenew: { id: 'staff.audit.words.recoveryCodesRenew' },
  recoveryCodesRefused: { id: 'staff.audit.words.recoveryCodesRefused' },
  invite: { id: 'staff.audit.words.invite' },
  inviteAccept: { id: 'staff.audit.words.inviteAccept' },
  deactivate: { id: 'staff.audit.words.deactivate' },
  accountCreate: { id: 'staff.audit.words.accountCreate' },
  profile: { id: 'staff.audit.words.profile' },
  passwordChange: { id: 'staff.audit.words.passwordChange' },
  passwordSet: { id: 'staff.audit.words.passwordSet' },
  sessionCreate: { id: 'staff.audit.words.sessionCreate' },
  sessionEdit: { id: 'staff.audit.words.sessionEdit' },
  sessionActivate: { id: 'staff.audit.words.sessionActivate' },
  sessionDelete: { id: 'staff.audit.words.sessionDelete' },
  sessionToggle: { id: 'staff.audit.words.sessionToggle' },
  sessionMove: { id: 'staff.audit.words.sessionMove' },
  raise: { id: 'staff.audit.words.raise' },
  downgrade: { id: 'staff.audit.words.downgrade' },
  applicationDelete: { id: 'staff.audit.words.applicationDelete' },
  exportApplications: { id: 'staff.audit.words.exportApplications' },
  exportApplicationsDirect: { id: 'staff.audit.words.exportApplicationsDirect' },
  exportMembers: { id: 'staff.audit.words.exportMembers' },
  exportMembersDirect: { id: 'staff.audit.words.exportMembersDirect' },
  exportSubscribers: { id: 'staff.audit.words.exportSubscribers' },
  exportSubscribersDirect: { id: 'staff.audit.words.exportSubscribersDirect' },
  exportDownload: { id: 'staff.audit.words.exportDownload' },
  settingUpdate: { id: 'staff.audit.words.settingUpdate' },
  settingRestore: { id: 'staff.audit.words.settingRestore' },
  imageUpload: { id: 'staff.audit.words.imageUpload' },
  contentCreate: { id: 'staff.audit.words.contentCreate' },
  contentEdit: { id: 'staff.audit.words.contentEdit' },
  contentDelete: { id: 'staff.audit.words.contentDelete' },
  contentToggle: { id: 'staff.audit.words.contentToggle' },
  contentMove: { id: 'staff.audit.words.contentMove' },
  contentRevisionRestore: { id: 'staff.audit.words.contentRevisionRestore' },
  contentBinRestore: { id: 'staff.audit.words.contentBinRestore' },
  contentSchedule: { id: 'staff.audit.words.contentSchedule' },
});

const groupNames = defineMessages({
  account: { id: 'staff.audit.group.account' },
  sessions: { id: 'staff.audit.group.sessions' },
  applications: { id: 'staff.audit.group.applications' },
  exports: { id: 'staff.audit.group.exports' },
  settings: { id: 'staff.audit.group.settings' },
  content: { id: 'staff.audit.group.content' },
});

type Programme = 'invention' | 'incubator';
const programmes: readonly Programme[] = ['invention', 'incubator'];

export type AuditGroup = Exclude<keyof typeof groupNames, 'content'> | ContentFamily;

export interface AuditAction {
  code: string;
  group: AuditGroup;
  words: MessageDescriptor;
  /** What the words name: a programme, or a content family. */
  programme?: Programme;
  family?: ContentFamily;
}

const named: [string, MessageDescriptor][] = [
  ['manager.login', words.login],
  ['manager.login.refused', words.loginRefused],
  ['manager.login.codeAsked', words.loginCodeAsked],
  ['manager.recoveryCode.used', words.recoveryCodeUsed],
  ['manager.logout', words.logout],
  ['manager.logout.everywhere', words.logoutEverywhere],
  ['manager.totp.enrol', words.totpEnrol],
  ['manager.recoveryCodes.renew', words.recoveryCodesRenew],
  ['manager.recoveryCodes.refused', words.recoveryCodesRefused],
  ['manager.invite', words.invite],
  ['manager.invite.accept', words.inviteAccept],
  ['manager.deactivate', words.deactivate],
  ['account.create', words.accountCreate],
  ['PUT /api/manager/info', words.profile],
  ['POST /api/manager/password/change', words.passwordChange],
  ['POST /api/manager/password/update', words.passwordSet],
];

function programmeActions(programme: Programme): AuditAction[] {
  const session = `/api/${programme}/session/pvt`;
  const apply = `/api/${programme}/apply/pvt`;
  const sessions: [string, MessageDescriptor][] = [
    [`POST ${session}/resource`, words.sessionCreate],
    [`PUT ${session}/resource/:id`, words.sessionEdit],
    [`POST ${session}/active/:id`, words.sessionActivate],
    [`DELETE ${session}/resource/:id`, words.sessionDelete],
    [`PATCH ${session}/resource/:id/toggle/:prop`, words.sessionToggle],
    [`PATCH ${session}/resource/:id/move/:a/:b`, words.sessionMove],
  ];
  const applications: [string, MessageDescriptor][] = [
    ...(programme === 'incubator'
      ? ([
          [`POST ${apply}/raise/:id`, words.raise],
          [`POST ${apply}/downgrade/:id`, words.downgrade],
        ] as [string, MessageDescriptor][])
      : []),
    [`DELETE ${apply}/resource/:id`, words.applicationDelete],
  ];
  const exports: [string, MessageDescriptor][] = [
    [`POST ${apply}/download/link`, words.exportApplications],
    [`GET ${apply}/download/list`, words.exportApplicationsDirect],
  ];
  return [
    ...sessions.map(([code, message]) => ({ code, group: 'sessions' as const, words: message, programme })),
    ...applications.map(([code, message]) => ({ code, group: 'applications' as const, words: message, programme })),
    ...exports.map(([code, message]) => ({ code, group: 'exports' as const, words: message, programme })),
  ];
}

function contentActions(family: ContentFamily): AuditAction[] {
  const base = `/api/${backendFamilyName(family)}/pvt`;
  const verbs: [string, MessageDescriptor][] = [
    [`POST ${base}/resource`, words.contentCreate],
    [`PUT ${base}/resource/:id`, words.contentEdit],
    [`PATCH ${base}/resource/:id/toggle/:prop`, words.contentToggle],
    [`PATCH ${base}/resource/:id/move/:a/:b`, words.contentMove],
    [`POST ${base}/resource/:id/revisions/:version/restore`, words.contentRevisionRestore],
    [`DELETE ${base}/resource/:id`, words.contentDelete],
    [`POST ${base}/bin/:id/restore`, words.contentBinRestore],
    ...(schedulableFamilyNames.includes(backendFamilyName(family)) ? ([[`PUT ${base}/resource/:id/schedule`, words.contentSchedule]] as [string, MessageDescriptor][]) : []),
  ];
  return verbs.map(([code, message]) => ({ code, group: family, words: message, family }));
}

/** Every action, in the order the filter lists them. */
export const auditActions: readonly AuditAction[] = [
  ...named.map(([code, message]): AuditAction => ({ code, group: 'account', words: message })),
  ...programmes.flatMap(programmeActions).sort((a, b) => groupOrder(a.group) - groupOrder(b.group)),
  { code: 'POST /api/user/resource/pvt/download/link', group: 'exports', words: words.exportMembers },
  { code: 'GET /api/user/resource/pvt/download/list', group: 'exports', words: words.exportMembersDirect },
  { code: 'POST /api/mailchimp/pvt/download/link', group: 'exports', words: words.exportSubscribers },
  { code: 'GET /api/mailchimp/pvt/download/list', group: 'exports', words: words.exportSubscribersDirect },
  { code: 'export.download', group: 'exports', words: words.exportDownload },
  { code: 'PUT /api/setting/pvt/update/:key', group: 'settings', words: words.settingUpdate },
  { code: 'POST /api/setting/pvt/revisions/:key/:id/restore', group: 'settings', words: words.settingRestore },
  { code: 'POST /api/content/pvt/images', group: 'settings', words: words.imageUpload },
  ...(Object.keys(familyNames) as ContentFamily[]).flatMap(contentActions),
];

function groupOrder(group: AuditGroup): number {
  return ['account', 'sessions', 'applications', 'exports', 'settings'].indexOf(group);
}

const byCode = new Map(auditActions.map((action) => [action.code, action]));

export const findAuditAction = (code: string): AuditAction | undefined => byCode.get(code);

/** The action in the officer's words, or the code itself when it is not one this list knows. */
export function describeAuditAction(intl: IntlShape, code: string): string {
  const action = byCode.get(code);
  if (!action) return code;
  return intl.formatMessage(action.words, {
    programme: action.programme,
    family: action.family ? intl.formatMessage(familyNames[action.family]) : undefined,
  });
}

/** A group's name for the filter's option groups. */
export function describeAuditGroup(intl: IntlShape, group: AuditGroup): string {
  return group in groupNames ? intl.formatMessage(groupNames[group as keyof typeof groupNames]) : intl.formatMessage(groupNames.content, { family: intl.formatMessage(familyNames[group as ContentFamily]) });
}

/** The actions in their groups, in order: the filter's option groups. */
export const auditActionGroups: readonly { group: AuditGroup; actions: readonly AuditAction[] }[] = [...new Set(auditActions.map((action) => action.group))].map((group) => ({
  group,
  actions: auditActions.filter((action) => action.group === group),
}));
