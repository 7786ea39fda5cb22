// The competition application (spec §3, §5; DESIGN §4): its team and proposal as zod schemas,
// built once for every shape they travel in. A draft may be incomplete, but each field it has is
// valid; the complete application is what submit requires.
import { z } from 'zod';
import { competition } from './constants.ts';
import { email, mobile, phone, text } from './fields.ts';
import { storedFile } from './files.ts';
import { ruleMessage, type RuleMessageId } from './messages.ts';
import { field, list, once, readThrough, type Mode } from './modes.ts';
import { competitionReferralSources, storedReferral } from './referrals.ts';

export const competitionLevels = ['college', 'vocational'] as const;
export type CompetitionLevel = (typeof competitionLevels)[number];

/** The two main themes and the designated themes under each (spec §3). */
export const competitionThemes = {
  charity: ['disaster_relief', 'humanistic_care'],
  medical: ['long_term_care', 'medical_home_care'],
} as const;
export const competitionMainThemes = [...competitionThemes.charity, ...competitionThemes.medical] as const;
export type CompetitionMainTheme = (typeof competitionMainThemes)[number];
export const themeOf = (main: CompetitionMainTheme) => (competitionThemes.charity.includes(main as never) ? 'charity' : 'medical');

export const sdgGoals = Array.from({ length: 17 }, (_, i) => i + 1);

/** School names are the full Chinese name, e.g. 國立臺灣科技大學 (not 台科大 or NTUST). */
const schoolName = () =>
  text(40).refine((value) => /^[\p{Script=Han}（）()]{4,}$/u.test(value), { error: ruleMessage.fullChineseName });

const personName = () => text(50);

/**
 * The team and proposal schemas of one mode, with `file` as the schema of a file slot: the
 * stored `{ url, name, size }`, a kept file's url on the wire, or the web's chosen file. Each part
 * is built when first read and kept: a step's form reads only its own part, and building zod
 * schemas was about a third of an apply page's main-thread work after its first paint.
 */
export function competitionSchemas<F extends z.ZodType>(file: F, mode: Mode) {
  const teacher = once(() =>
    z.strictObject({
      name: field(personName(), mode),
      title: field(text(30), mode),
      phone: field(phone(), mode),
      email: field(email(), mode),
    }),
  );
  const member = once(() =>
    z.strictObject({
      name: field(personName(), mode),
      phone: field(mobile(), mode),
      email: field(email(), mode),
      department: field(text(50), mode),
      grade: field(text(20), mode),
      /** The student proof PDF. */
      pdfFile: field(file, mode),
    }),
  );
  const team = once(() =>
    z.strictObject({
      name: field(text(competition.teamNameMax), mode),
      /** The team photo. */
      previewImg: field(file, mode),
      school: field(schoolName(), mode),
      refers: list(storedReferral(competitionReferralSources), mode, { min: 1, max: competitionReferralSources.length }),
      teachers: list(teacher(), mode, competition.teachers),
      /** The first member is the leader. */
      members: list(member(), mode, competition.members),
    }),
  );
  const proposal = once(() =>
    z.strictObject({
      name: field(text(competition.proposalTitleMax), mode),
      level: field(z.enum(competitionLevels, { error: ruleMessage.required }), mode),
      main: field(z.enum(competitionMainThemes, { error: ruleMessage.required }), mode),
      /** SDG goals 1–17, at least one. */
      subs: field(
        z
          .array(z.number().int().min(1).max(17), { error: ruleMessage.sdgRequired })
          .min(mode === 'complete' ? 1 : 0, { error: ruleMessage.sdgRequired })
          .refine((subs) => new Set(subs).size === subs.length, { error: ruleMessage.option }),
        mode,
      ),
      abstract: field(text(competition.abstractMax), mode),
      pdfFile: field(file, mode),
    }),
  );
  // Run beside the fields' own issues (zod skips a refinement after them by default), so every
  // problem is listed at once rather than the people's only once everything else is fixed.
  const application = once(() =>
    z.strictObject({ team: team(), proposal: proposal() }).superRefine(
      (value, ctx) => {
        if (mode === 'complete') checkPeople(value, ctx);
      },
      { when: () => true },
    ),
  );
  return readThrough({ teacher, member, team, proposal, application });
}

interface CompetitionTeamPeople {
  teachers?: { email?: unknown }[];
  members?: { email?: unknown }[];
}

/**
 * Teachers are not members, and a person is a member once (spec §5): each problem with its path in
 * the team. The web checks it on the team step itself (Next and Save), submit on the whole application.
 */
export function competitionPeopleProblems(team: CompetitionTeamPeople): { path: (string | number)[]; message: RuleMessageId }[] {
  const problems: { path: (string | number)[]; message: RuleMessageId }[] = [];
  const key = (address: unknown) => (typeof address === 'string' ? address.trim().toLowerCase() : undefined);
  const seen = new Set<string>();
  const people = (list: unknown) => (Array.isArray(list) ? (list as ({ email?: unknown } | null)[]) : []);
  people(team.members).forEach((member, index) => {
    const address = key(member?.email);
    if (!address) return;
    if (seen.has(address)) problems.push({ path: ['members', index, 'email'], message: ruleMessage.duplicateEmail });
    seen.add(address);
  });
  people(team.teachers).forEach((teacher, index) => {
    const address = key(teacher?.email);
    if (address && seen.has(address)) problems.push({ path: ['teachers', index, 'email'], message: ruleMessage.teacherIsMember });
  });
  return problems;
}

/** Run even after other issues, so the value may be anything the input was. */
function checkPeople(value: unknown, ctx: z.RefinementCtx) {
  const team = value && typeof value === 'object' ? (value as { team?: unknown }).team : undefined;
  for (const problem of competitionPeopleProblems(team && typeof team === 'object' ? team : {})) ctx.addIssue({ code: 'custom', message: problem.message, path: ['team', ...problem.path] });
}

/** A file slot on the wire (the REST `data` JSON): the url of a stored file to keep there. */
const keptFileUrl = z.string().min(1).max(512);

/** What a save sends (`data` of the multipart request): a draft, file slots naming kept files. */
// Each built on its first parse (z.lazy), as a page that never checks one should not pay for it.
export const competitionDraftInput = z.lazy(() => competitionSchemas(keptFileUrl, 'draft').application);
export type CompetitionDraftInput = z.infer<typeof competitionDraftInput>;

/** A stored draft. */
export const competitionDraft = z.lazy(() => competitionSchemas(storedFile, 'draft').application);
export type CompetitionDraft = z.infer<typeof competitionDraft>;

/** What submit requires: every field, every file, and the rules across people. */
export const competitionComplete = z.lazy(() => competitionSchemas(z.strictObject(storedFile.shape, { error: ruleMessage.fileRequired }), 'complete').application);
export type CompetitionComplete = z.infer<typeof competitionComplete>;

/** The paths a submit still misses or has wrong, e.g. `team.members.1.pdfFile` ('資料未填寫完整'). */
export function competitionIncompleteFields(application: unknown): { path: string; message: string }[] {
  const result = competitionComplete.safeParse(application);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
