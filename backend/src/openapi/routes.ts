// The calls of the REST contract the gateway makes, declared beside their handlers for the OpenAPI
// document (openapi/document.ts): each names the schemas its handler parses the body and query with
// (imported from the handler's module, so the document cannot describe other rules than the code
// applies) and the shape it answers (openapi/answers.ts). A unit test checks that every call here
// is a route the backend has.
import {
  changePasswordInput,
  confirmCodeInput,
  forgotPasswordInput,
  googleLoginInput,
  loginCodeInput,
  newsletterInput,
  profileInput,
  registerInput,
  resendCodeInput,
  resetPasswordInput,
  setPasswordInput,
  socialCompleteInput,
} from '@yip/rules';
import { z } from 'zod';
import { emptyQuery, exportQuery, membersQuery } from '../applications/export-routes.ts';
import { incubatorProgramme } from '../applications/incubator.ts';
import { inventionProgramme } from '../applications/invention.ts';
import type { Programme } from '../applications/programme.ts';
import { previewQuery } from '../applications/reminders/routes.ts';
import { listQuery as applicationListQuery, versionQuery } from '../applications/routes.ts';
import { listQuery as auditListQuery } from '../audit/routes.ts';
import { linkInput, sendInput as linkCodeInput } from '../auth/google-link.ts';
import { listQuery as memberListQuery } from '../auth/member-routes.ts';
import { exchangeInput as resetLinkInput } from '../auth/password-routes.ts';
import { exchangeInput as registrationLinkInput } from '../auth/registration.ts';
import { loginBody } from '../auth/routes.ts';
import { enrolBody, renewBody } from '../auth/second-factor.ts';
import { acceptBody, inviteBody } from '../auth/staff.ts';
import { confirmInput } from '../newsletter/routes.ts';
import { listQuery as subscriberListQuery } from '../newsletter/subscribers.ts';
import { draftSchema } from '../resources/drafts.ts';
import { contentFamilies, families, getFamily, type Family } from '../resources/families.ts';
import { schedulableFamilies } from '../resources/schedule-rules.ts';
import { scheduleBody } from '../resources/schedule.ts';
import { knownSettings, updateBody } from '../settings/values.ts';
import * as answers from './answers.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteDeclaration {
  method: Method;
  /** Under the backend's root, path parameters in braces: `/api/user/resource/pvt/members/{id}`. */
  path: string;
  summary: string;
  /** Who may call it: a bearer of this role, or anyone. */
  who: 'anyone' | 'member' | 'manager' | 'member or manager';
  body?: z.ZodType;
  /** A multipart body instead of JSON: its parts and what each holds. */
  parts?: Record<string, string>;
  query?: z.ZodObject;
  /** Request headers the call reads, and what for. */
  headers?: Record<string, string>;
  answer: z.ZodType;
  /** Localised fields are answered as one string in the language of Content-Language, not as stored `{ zhTw, en }`. */
  view?: 'language';
}

const deviceToken = { 'X-Device-Token': "The device cookie's token: a known device is exempt from the account's login lock" };

/** `pub/list` and `pvt/list` of a generic family (resources/query.ts reads them; other fields filter by value). */
const familyListQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  q: z.string().optional().describe("Searched in the family's searchable fields"),
});

function publicFamilyRoutes(family: Family): RouteDeclaration[] {
  const record = answers.familyRecord(family);
  return [
    {
      method: 'get',
      path: `/api/${family.name}/pub/list`,
      summary: family.rawPublicList ? 'Every published record, in display order (a bare array)' : 'Published records, in display order, by page',
      who: 'anyone',
      ...(family.rawPublicList ? { answer: z.array(record) } : { query: familyListQuery, answer: answers.page(record) }),
      view: 'language',
    },
    { method: 'get', path: `/api/${family.name}/pub/resource/{id}`, summary: 'One published record', who: 'anyone', answer: record, view: 'language' },
  ];
}

/** The version a write was edited from (resources/routes.ts expectedVersion), either way. */
const versionParam = z.object({ version: z.coerce.number().int().min(1).optional().describe('The version edited; a stale one is 409 CONFLICT, reason STALE_VERSION') });
const ifMatch = { 'If-Match': 'The version edited, quoted ("3"), instead of ?version' };

/** The studio's calls on a content family (issue 21). */
function studioFamilyRoutes(family: Family): RouteDeclaration[] {
  const base = `/api/${family.name}/pvt`;
  const record = answers.studioRecord(family);
  const fields = draftSchema(family).extend({ published: z.boolean().optional() });
  return [
    { method: 'get', path: `${base}/list`, summary: 'Records in display order, published or not', who: 'manager', query: familyListQuery, answer: answers.page(record) },
    { method: 'get', path: `${base}/resource/{id}`, summary: 'One record', who: 'manager', answer: record },
    { method: 'post', path: `${base}/resource`, summary: 'Creates a record at the end; unpublished, a language may be empty', who: 'manager', body: fields, answer: record },
    {
      method: 'put',
      path: `${base}/resource/{id}`,
      summary: 'Replaces a record; published, it must be complete in both languages (400 INCOMPLETE_TRANSLATION)',
      who: 'manager',
      body: fields,
      query: versionParam,
      headers: ifMatch,
      answer: record,
    },
    { method: 'delete', path: `${base}/resource/{id}`, summary: 'Moves a record to the bin for 30 days', who: 'manager', answer: answers.removedRecord },
    { method: 'patch', path: `${base}/resource/{id}/toggle/{prop}`, summary: 'Flips `published` (refused while incomplete) or a yes/no field', who: 'manager', query: versionParam, headers: ifMatch, answer: record },
    { method: 'patch', path: `${base}/resource/{id}/move/{a}/{b}`, summary: 'Moves a record from position a to b; the family in its new order', who: 'manager', answer: z.object({ items: z.array(record) }) },
    { method: 'get', path: `${base}/resource/{id}/revisions`, summary: "The record's revisions, newest first", who: 'manager', answer: answers.revisions(family) },
    {
      method: 'post',
      path: `${base}/resource/{id}/revisions/{version}/restore`,
      summary: "Saves an earlier revision's data as a new one, over the version edited",
      who: 'manager',
      query: versionParam,
      headers: ifMatch,
      answer: record,
    },
    { method: 'post', path: `${base}/bin/{id}/restore`, summary: 'Takes a record out of the bin, unpublished, at the end', who: 'manager', answer: record },
  ];
}

/** Scheduled publishing of the families that have it (issue 21 item 8). */
function scheduleRoutes(family: Family): RouteDeclaration[] {
  const path = `/api/${family.name}/pvt/resource/{id}/schedule`;
  return [
    { method: 'get', path, summary: 'When the record is to be published and unpublished', who: 'manager', answer: answers.schedule },
    {
      method: 'put',
      path,
      summary: 'Sets the times (future, within a year, unpublishing after publishing; null clears one)',
      who: 'manager',
      body: scheduleBody,
      answer: answers.schedule,
    },
  ];
}

const studioRoutes: RouteDeclaration[] = [
  { method: 'get', path: '/api/content/pub/changes', summary: 'How many changes visitors could see each family has had (gateways drop their cached answers when one moves)', who: 'anyone', answer: answers.changeCounts },
  { method: 'get', path: '/api/content/pvt/families', summary: 'What each content family holds: its fields, their kinds and limits', who: 'manager', answer: answers.familySpecs },
  {
    method: 'get',
    path: '/api/content/pvt/bin',
    summary: 'Records deleted in the last 30 days, newest first',
    who: 'manager',
    query: z.object({ family: z.string().optional().describe('One family (`article/article`); every one when absent') }),
    answer: answers.bin,
  },
  {
    method: 'post',
    path: '/api/content/pvt/images',
    summary: 'An image for an image field of a content family, or inside a rich-text field: checked by its bytes and its slot, cropped (an inline image keeps its aspect), resized to WebP and JPEG, metadata stripped',
    who: 'manager',
    query: z.object({
      family: z.string().describe('A content family (`home/banner`)'),
      field: z.string().describe('One of its image fields (`imageDes`), or a rich-text field (`content`) for an image inside its documents'),
    }),
    parts: {
      altZhTw: 'The alt text in Traditional Chinese (for a rich-text field, one language is enough)',
      altEn: 'The alt text in English (for a rich-text field, one language is enough)',
      file: 'The image: JPEG, PNG or WebP, at most 10 MB',
    },
    answer: answers.contentImage,
  },
];

function sessionRoutes(programme: Programme): RouteDeclaration[] {
  const family = getFamily(programme.sessionFamily);
  const base = `/api/${family.name}/pvt`;
  const record = answers.familyRecord(family);
  const fields = family.schema.extend({ published: z.boolean().optional() });
  return [
    { method: 'get', path: `${base}/list`, summary: 'Every session, by page', who: 'manager', query: familyListQuery, answer: answers.page(record) },
    { method: 'get', path: `${base}/resource/{id}`, summary: 'One session', who: 'manager', answer: record },
    { method: 'post', path: `${base}/resource`, summary: 'Creates a session', who: 'manager', body: fields, answer: record },
    {
      method: 'put',
      path: `${base}/resource/{id}`,
      summary: 'Replaces a session; a moved deadline of a session with applications needs confirmDeadlineChange=1',
      who: 'manager',
      body: fields,
      query: z.object({ confirmDeadlineChange: z.literal('1').optional() }),
      answer: record,
    },
    { method: 'post', path: `${base}/active/{id}`, summary: 'Makes the session the active one', who: 'manager', answer: record },
    { method: 'get', path: `${base}/reminders/{sessionId}`, summary: "The session's reminder stages and what each sent", who: 'manager', answer: answers.reminderReport },
    {
      method: 'get',
      path: `${base}/reminders/{sessionId}/preview`,
      summary: "A stage's reminder mail, as a draft of the session would receive it",
      who: 'manager',
      query: previewQuery,
      answer: answers.reminderPreview,
    },
  ];
}

function applicationRoutes(programme: Programme): RouteDeclaration[] {
  const base = `/api/${programme.name}/apply/pvt`;
  const own = answers.application(programme, 'owner');
  const either = z.union([answers.application(programme, 'manager'), own]);
  const save = {
    data: "The draft as JSON, in the programme's rules (@yip/rules); a file slot holds the url of a kept file",
    keepList: 'JSON array of the urls of stored files still wanted',
    '{slot path}': 'A new file for the slot of that path (team.members.0.pdfFile)',
  };
  const routes: RouteDeclaration[] = [
    { method: 'get', path: `${base}/list`, summary: "A member's own applications, or any (managers)", who: 'member or manager', query: applicationListQuery, answer: answers.page(either) },
    { method: 'get', path: `${base}/resource/{id}`, summary: 'One application, its files with signed links', who: 'member or manager', answer: either },
    { method: 'post', path: `${base}/resource`, summary: 'Creates a draft in the active session', who: 'member', parts: save, answer: own },
    { method: 'put', path: `${base}/resource/{id}`, summary: 'Replaces a draft', who: 'member', parts: save, query: versionQuery, answer: own },
    {
      method: 'post',
      path: `${base}/submit/{id}`,
      summary: 'Submits; repeating it answers the same submitted application',
      who: 'member',
      headers: { 'Idempotency-Key': 'Required; any repeat of the submit may reuse it' },
      answer: own,
    },
    { method: 'get', path: `${base}/history/{id}`, summary: 'What happened to the application, oldest first', who: 'manager', answer: answers.history },
    { method: 'post', path: `${base}/download/link`, summary: "A one-minute link to the applications' spreadsheet", who: 'manager', body: exportQuery, answer: answers.downloadLink },
  ];
  if (programme.finalUpload) {
    routes.push(
      { method: 'post', path: `${base}/final/submit/{id}`, summary: 'The final-round file, once', who: 'member', parts: { file: 'The PDF' }, answer: own },
      { method: 'post', path: `${base}/raise/{id}`, summary: 'Raises a submitted application to the final round', who: 'manager', answer: answers.application(programme, 'manager') },
      { method: 'post', path: `${base}/downgrade/{id}`, summary: 'Takes an application back out of the final round', who: 'manager', answer: answers.application(programme, 'manager') },
    );
  }
  return routes;
}

const accountRoutes: RouteDeclaration[] = [
  { method: 'post', path: '/api/user/register', summary: 'Registers a member and mails the code', who: 'anyone', body: registerInput, answer: answers.accepted },
  { method: 'post', path: '/api/user/register/otp/send', summary: 'Mails the registration code again', who: 'anyone', body: resendCodeInput, answer: answers.accepted },
  { method: 'post', path: '/api/user/register/otp/confirm', summary: 'Confirms the mailed code', who: 'anyone', body: confirmCodeInput, answer: answers.otpTokenAnswer },
  { method: 'post', path: '/api/user/register/otp/change/token', summary: "Exchanges the confirmation's otpToken for a session", who: 'anyone', body: registrationLinkInput, answer: answers.tokenAnswer },
  { method: 'post', path: '/api/user/login', summary: "A member's sign-in", who: 'anyone', body: loginBody, headers: deviceToken, answer: answers.loginAnswer },
  { method: 'post', path: '/api/user/login/code', summary: 'Sign-in with the mailed code while the account is locked', who: 'anyone', body: loginCodeInput, headers: deviceToken, answer: answers.loginAnswer },
  { method: 'post', path: '/api/user/login/social/google', summary: 'Google sign-in: a session, a sign-up to complete or an account to link', who: 'anyone', body: googleLoginInput, answer: answers.googleLoginAnswer },
  { method: 'patch', path: '/api/user/login/social/google', summary: "Completes a Google sign-up's profile", who: 'anyone', body: socialCompleteInput, answer: answers.tokenAnswer },
  { method: 'post', path: '/api/user/login/social/google/link', summary: 'Links the Google identity once the account is proved', who: 'anyone', body: linkInput, answer: answers.tokenAnswer },
  { method: 'post', path: '/api/user/login/social/google/link/otp/send', summary: "Mails the link's proof code", who: 'anyone', body: linkCodeInput, answer: answers.accepted },
  { method: 'post', path: '/api/user/token/refresh', summary: 'A fresh token for the session', who: 'member', answer: answers.tokenAnswer },
  { method: 'post', path: '/api/user/logout', summary: "Ends the bearer's session", who: 'member', answer: answers.accepted },
  { method: 'post', path: '/api/user/logout/everywhere', summary: "Ends every session of the bearer's account", who: 'member', answer: answers.accepted },
  { method: 'post', path: '/api/user/password/forgot/otp/send', summary: 'Mails a reset link', who: 'anyone', body: forgotPasswordInput, answer: answers.accepted },
  { method: 'post', path: '/api/user/password/forgot/otp/change/token', summary: "Exchanges the link's otpToken for a reset token", who: 'anyone', body: resetLinkInput, answer: answers.tokenAnswer },
  { method: 'post', path: '/api/user/password/reset', summary: 'Sets a new password (the reset token is the bearer)', who: 'member', body: resetPasswordInput, answer: answers.accepted },
  { method: 'post', path: '/api/user/password/change', summary: 'Changes the password', who: 'member', body: changePasswordInput, answer: answers.tokenAnswer },
  { method: 'post', path: '/api/user/password/update', summary: 'Sets a first password (Google accounts)', who: 'member', body: setPasswordInput, answer: answers.tokenAnswer },
  { method: 'get', path: '/api/user/info', summary: "The bearer's profile", who: 'member', answer: answers.account },
  { method: 'put', path: '/api/user/info', summary: 'Changes the profile', who: 'member', body: profileInput, answer: answers.tokenAnswer },
  { method: 'post', path: '/api/mailchimp/subscribe/{id}', summary: 'Asks to subscribe to a list (a confirmation is mailed)', who: 'anyone', body: newsletterInput, answer: answers.accepted },
  { method: 'post', path: '/api/mailchimp/confirm', summary: 'Confirms a subscription', who: 'anyone', body: confirmInput, answer: answers.accepted },
];

const staffRoutes: RouteDeclaration[] = [
  { method: 'post', path: '/api/manager/login', summary: "Staff sign-in: password and second factor (401s with a code say the step)", who: 'anyone', body: loginBody, headers: deviceToken, answer: answers.loginAnswer },
  { method: 'post', path: '/api/manager/totp/enrol', summary: "A first sign-in's authenticator: the session and recovery codes", who: 'anyone', body: enrolBody, answer: answers.enrolmentAnswer },
  { method: 'post', path: '/api/manager/totp/recovery-codes', summary: "The bearer's new recovery codes (the earlier ones void), for the app's current code", who: 'manager', body: renewBody, answer: answers.recoveryCodes },
  { method: 'get', path: '/api/manager/info', summary: "The bearer's staff account", who: 'manager', answer: answers.account },
  { method: 'post', path: '/api/manager/token/refresh', summary: "A fresh 30-minute token of the bearer's staff session (the console asks while the officer works; not audited)", who: 'manager', answer: answers.tokenAnswer },
  { method: 'post', path: '/api/manager/logout', summary: "Ends the bearer's staff session", who: 'manager', answer: answers.accepted },
  { method: 'get', path: '/api/manager/list', summary: 'Every staff account', who: 'manager', answer: answers.page(answers.manager) },
  { method: 'post', path: '/api/manager/invite', summary: 'Invites a manager by mail', who: 'manager', body: inviteBody, answer: answers.manager },
  { method: 'post', path: '/api/manager/invite/accept', summary: "Sets the invitee's password; the authenticator's enrolment follows", who: 'anyone', body: acceptBody, answer: z.object({ enrolment: answers.enrolmentOffer }) },
  { method: 'post', path: '/api/manager/{id}/deactivate', summary: 'Deactivates a manager (never the last active one)', who: 'manager', answer: answers.manager },
  { method: 'get', path: '/api/manager/audit', summary: "The managers' audit log, newest first", who: 'manager', query: auditListQuery, answer: answers.page(answers.auditEntry) },
  { method: 'get', path: '/api/user/resource/pvt/members', summary: 'Members, by page', who: 'manager', query: memberListQuery, answer: answers.page(answers.staffMember) },
  { method: 'get', path: '/api/user/resource/pvt/members/{id}', summary: 'One member', who: 'manager', answer: answers.staffMember },
  { method: 'post', path: '/api/user/resource/pvt/download/link', summary: "A one-minute link to the members' spreadsheet", who: 'manager', body: membersQuery, answer: answers.downloadLink },
  { method: 'get', path: '/api/mailchimp/pvt/list', summary: 'Confirmed subscribers, by page', who: 'manager', query: subscriberListQuery, answer: answers.page(answers.subscriber) },
  { method: 'post', path: '/api/mailchimp/pvt/download/link', summary: "A one-minute link to the subscribers' CSV", who: 'manager', body: emptyQuery, answer: answers.downloadLink },
];

/** `setting/pub/info`: the public settings, each key present once set. */
const publicSettings = z.object(Object.fromEntries(Object.entries(knownSettings).map(([key, schema]) => [key, schema.optional()])));

/** The studio's calls on the settings (settings/routes.ts); a version is a digest of the value. */
const settingVersionHeaders = { 'If-Match': 'The version edited, quoted; a stale one is 409 CONFLICT, reason STALE_VERSION' };
const managerSettingRoutes: RouteDeclaration[] = [
  { method: 'get', path: '/api/setting/pvt/info/list', summary: 'Every setting, public or not, with its version', who: 'manager', answer: z.array(answers.storedSetting) },
  {
    method: 'put',
    path: '/api/setting/pvt/update/{key}',
    summary: "Replaces a key's value (a known key checked by its rules) and keeps a revision",
    who: 'manager',
    body: updateBody,
    headers: { ...settingVersionHeaders, 'If-None-Match': '`*`: only if the key was never set' },
    answer: answers.storedSetting,
  },
  { method: 'get', path: '/api/setting/pvt/revisions/{key}', summary: "The key's revisions, newest first", who: 'manager', answer: answers.settingRevisions },
  {
    method: 'post',
    path: '/api/setting/pvt/revisions/{key}/{id}/restore',
    summary: "Saves an earlier revision's value as a new one, over the version edited (If-Match required)",
    who: 'manager',
    headers: settingVersionHeaders,
    answer: answers.storedSetting,
  },
];

const programmes = [inventionProgramme, incubatorProgramme];

export const routeTable: readonly RouteDeclaration[] = [
  ...[...families.values()].filter((family) => family.memberAccess === 'none').flatMap(publicFamilyRoutes),
  { method: 'get', path: '/api/setting/pub/info', summary: 'The public settings', who: 'anyone', answer: publicSettings, view: 'language' },
  ...managerSettingRoutes,
  ...accountRoutes,
  ...staffRoutes,
  ...contentFamilies().flatMap(studioFamilyRoutes),
  ...contentFamilies().filter((family) => schedulableFamilies.has(family.name)).flatMap(scheduleRoutes),
  ...studioRoutes,
  ...programmes.flatMap((programme) => [...sessionRoutes(programme), ...applicationRoutes(programme)]),
];
