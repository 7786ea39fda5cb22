// The incubator application (spec §3, §5; DESIGN §4): team, proposal and final upload, built for
// every shape they travel in like the competition's (drafts incomplete but valid field by field).
import { z } from 'zod';
import { incubator } from './constants.ts';
import { birthday, personName } from './accounts.ts';
import { email, mobileOrInternational, text } from './fields.ts';
import { storedFile } from './files.ts';
import { ruleMessage } from './messages.ts';
import { field, list, once, readThrough, type Mode } from './modes.ts';
import { incubatorReferralSources, storedReferral } from './referrals.ts';

export const incubatorTeamTypes = ['informal', 'non_profit', 'for_profit'] as const;
export type IncubatorTeamType = (typeof incubatorTeamTypes)[number];

/** The three groups; each has its eligibility statement (incubator/content `eligibility`). */
export const incubatorProperties = ['taiwan_incubation', 'taiwan_acceleration', 'asia_pacific'] as const;
export type IncubatorProperty = (typeof incubatorProperties)[number];

/** The nine issues of spec §3 (the same values as the incubator's alumni teams). */
export const incubatorIssueValues = [
  'charity',
  'healthcare',
  'education',
  'environment',
  'circular-economy',
  'youth-senior',
  'food',
  'disaster',
  'local',
] as const;
export type IncubatorIssueValue = (typeof incubatorIssueValues)[number];

/**
 * A Taiwan unified business number (統一編號): 8 digits whose weighted digit sum (weights
 * 1,2,1,2,1,2,4,1; two-digit products add their digits) is a multiple of 5 — or, when the 7th
 * digit is 7, that sum plus one is (the Ministry of Finance's rule since 2023, which still takes
 * every number valid under the older multiple-of-10 rule).
 */
export function isTaiwanBusinessNumber(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const sum = weights.reduce((total, weight, i) => {
    const product = weight * Number(value[i]);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return sum % 5 === 0 || (value[6] === '7' && (sum + 1) % 5 === 0);
}

/** The calendar date (YYYY-MM-DD) of an instant in Asia/Taipei, where the programme's deadlines are. */
export function taipeiDate(instant: string | Date): string {
  return new Date(new Date(instant).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Whole years between a birthday and a date, both YYYY-MM-DD. */
export function ageOn(birthdayValue: string, date: string): number {
  const [by, bm, bd] = birthdayValue.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface IncubatorContext {
  /** The session's apply end: every member must be at most 40 on that day (Asia/Taipei). */
  applyEnd?: string;
}

/**
 * The team and proposal schemas of one mode, with `file` as a file slot's schema and `image` as
 * the photo's (the complete mode wants '圖片不能為空' for a missing photo). Each part is built when
 * first read, as the competition's are.
 */
export function incubatorSchemas<F extends z.ZodType, I extends z.ZodType>(file: F, image: I, mode: Mode, context: IncubatorContext = {}) {
  const member = once(() =>
    z.strictObject({
      name: field(personName(), mode),
      /** Asia-Pacific teams give their own numbers: a Taiwan mobile or an international one. */
      phone: field(mobileOrInternational(), mode),
      email: field(email(), mode),
      /** The department, or the position in the organisation. */
      department: field(text(50), mode),
      birthday: field(birthday(), mode),
    }),
  );
  const team = once(() =>
    z.strictObject({
      /** The registered name of the organisation (or the informal team's name). */
      organizeName: field(text(50), mode),
      type: field(z.enum(incubatorTeamTypes, { error: ruleMessage.required }), mode),
      /** Required for the Asia-Pacific group; Taiwan's groups are in Taiwan. */
      country: z.preprocess((v) => (v === '' || v === null ? undefined : v), text(50).optional()),
      city: field(text(50), mode),
      /** Optional; when given, a valid unified business number. */
      taxId: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.string().refine(isTaiwanBusinessNumber, { error: ruleMessage.taxId }).optional(),
      ),
      name: field(text(30), mode),
      refers: list(storedReferral(incubatorReferralSources), mode, { min: 1, max: incubatorReferralSources.length }),
      /** The first member is the leader and main contact. */
      members: list(member(), mode, incubator.members),
    }),
  );
  const proposal = once(() =>
    z.strictObject({
      name: field(text(incubator.projectNameMax), mode),
      property: field(z.enum(incubatorProperties, { error: ruleMessage.required }), mode),
      abstract: field(text(incubator.summaryMax), mode),
      issue: field(z.enum(incubatorIssueValues, { error: ruleMessage.required }), mode),
      pdfFile: field(file, mode),
      img: field(image, mode),
    }),
  );
  const application = once(() =>
    z.strictObject({ team: team(), proposal: proposal() }).superRefine((value, ctx) => {
      if (mode === 'complete') checkIncubatorTeam(value as IncubatorCrossFields, ctx, context);
    }),
  );
  return readThrough({ member, team, proposal, application });
}

interface IncubatorCrossFields {
  team: { country?: string; members?: { birthday?: string }[] };
  proposal: { property?: IncubatorProperty };
}

function checkIncubatorTeam(value: IncubatorCrossFields, ctx: z.RefinementCtx, context: IncubatorContext) {
  if (value.proposal.property === 'asia_pacific' && !value.team.country) {
    ctx.addIssue({ code: 'custom', message: ruleMessage.required, path: ['team', 'country'] });
  }
  if (!context.applyEnd) return;
  const day = taipeiDate(context.applyEnd);
  (value.team.members ?? []).forEach((member, index) => {
    if (member.birthday && ageOn(member.birthday, day) > incubator.maxAge) {
      ctx.addIssue({ code: 'custom', message: ruleMessage.ageOver, path: ['team', 'members', index, 'birthday'] });
    }
  });
}

const keptFileUrl = z.string().min(1).max(512);

/** What a save sends (`data` of the multipart request): a draft, file slots naming kept files. */
// Each built on its first parse (z.lazy), as a page that never checks one should not pay for it.
export const incubatorDraftInput = z.lazy(() => incubatorSchemas(keptFileUrl, keptFileUrl, 'draft').application);
export type IncubatorDraftInput = z.infer<typeof incubatorDraftInput>;

/** A stored draft. */
export const incubatorDraft = z.lazy(() => incubatorSchemas(storedFile, storedFile, 'draft').application);
export type IncubatorDraft = z.infer<typeof incubatorDraft>;

/** What submit requires, with the members' ages checked against the session's apply end. */
export const incubatorComplete = (context: IncubatorContext) =>
  incubatorSchemas(
    z.strictObject(storedFile.shape, { error: ruleMessage.fileRequired }),
    z.strictObject(storedFile.shape, { error: ruleMessage.imageRequired }),
    'complete',
    context,
  ).application;
export type IncubatorComplete = z.infer<ReturnType<typeof incubatorComplete>>;

/** The paths a submit still misses or has wrong ('資料未填寫完整'). */
export function incubatorIncompleteFields(application: unknown, context: IncubatorContext): { path: string; message: string }[] {
  const result = incubatorComplete(context).safeParse(application);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
