// The rules of each step's form: the shared competition schemas of @yip/rules over the form's own
// shape. A file slot holds a File just chosen or a stored file kept; "Save draft" checks in draft
// mode (anything may be missing, what is there must be valid), Next and submit in complete mode.
import {
  checkChosenFile,
  competitionFileRules,
  competitionReferralSources,
  competitionSchemas,
  referralDetailMax,
  ruleMessage,
  text,
  type FileRule,
  type Mode,
} from '@yip/rules';
import { z } from 'zod';
import { isChosenFile } from '../../components/Form/FileField.tsx';
import { referralDetailSources } from './values.ts';

const chosenFile = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);
const keptFile = z.object({ url: z.string().min(1), name: z.string(), size: z.number() });
/** A file slot: a new File or a stored one; an empty slot is "please choose a file". */
const formFile = z.union([chosenFile, keptFile], { error: ruleMessage.fileRequired });

/** Each chosen file against its slot's kinds and size (the file field checks on choosing too). */
function checkFile(value: unknown, rule: FileRule, path: (string | number)[], ctx: z.RefinementCtx) {
  if (!isChosenFile(value)) return;
  const message = checkChosenFile(value, rule);
  if (message) ctx.addIssue({ code: 'custom', message, path });
}

export function teamSchema(mode: Mode) {
  const rules = competitionSchemas(formFile, mode).team;
  const sources = z.array(z.enum(competitionReferralSources as [string, ...string[]]), { error: ruleMessage.option });
  return rules
    .omit({ refers: true })
    .extend({
      refers: mode === 'complete' ? sources.min(1, { error: ruleMessage.required }) : sources,
      referDetails: z.record(z.string(), z.string()),
    })
    .superRefine((team, ctx) => {
      // A ticked option with a suffix needs its detail, in a draft too (the server stores `option:detail`).
      for (const source of referralDetailSources) {
        if (!team.refers.includes(source)) continue;
        const detail = text(referralDetailMax).safeParse(team.referDetails[source] ?? '');
        if (!detail.success) ctx.addIssue({ code: 'custom', message: detail.error.issues[0]?.message ?? ruleMessage.required, path: ['referDetails', source] });
      }
      checkFile(team.previewImg, competitionFileRules.previewImg, ['previewImg'], ctx);
      team.members?.forEach((member, index) => checkFile(member.pdfFile, competitionFileRules.memberProof, ['members', index, 'pdfFile'], ctx));
    });
}

export function proposalSchema(mode: Mode) {
  const rules = competitionSchemas(formFile, mode).proposal;
  return rules.superRefine((proposal, ctx) => {
    checkFile(proposal.pdfFile, competitionFileRules.proposalPdf, ['pdfFile'], ctx);
  });
}

/** The whole application, complete, as submit requires it: what the confirmation page checks. */
export function completeApplicationSchema() {
  const { application } = competitionSchemas(formFile, 'complete');
  return application;
}
