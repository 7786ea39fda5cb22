// The rules of each step's form: the shared incubator schemas of @yip/rules over the form's own
// shape. "Save draft" checks in draft mode (anything may be missing, what is there must be valid),
// Next and submit in complete mode, where the rules across the parts apply too: the country of an
// Asia-Pacific team and every member 40 or younger on the session's apply end date (Asia/Taipei).
// Each is built on its first check (z.lazy; the rules' parts likewise): the form paints without
// paying for them.
import {
  ageOn,
  incubator,
  incubatorFileRules,
  incubatorReferralSources,
  incubatorSchemas,
  ruleMessage,
  taipeiDate,
  type IncubatorContext,
  type Mode,
} from '@yip/rules';
import { z } from 'zod';
import { checkFile, formFile } from '../../components/Application/formFiles.ts';
import { checkReferralDetails, referralFields } from '../../components/Application/referrals.tsx';

export interface TeamContext extends IncubatorContext {
  /** The proposal's group is Asia-Pacific: the country is required. */
  asiaPacific?: boolean;
}

const schemasOf = (mode: Mode, context: IncubatorContext = {}) => incubatorSchemas(formFile(), formFile(ruleMessage.imageRequired), mode, context);
const rulesOf = { draft: schemasOf('draft'), complete: schemasOf('complete') };

export const teamSchema = (mode: Mode, context: TeamContext = {}) => z.lazy(() => teamRules(mode, context));

function teamRules(mode: Mode, context: TeamContext) {
  return rulesOf[mode]
    .team.omit({ refers: true })
    .extend(referralFields(incubatorReferralSources, mode))
    .superRefine((team, ctx) => {
      checkReferralDetails(team, ctx);
      if (mode !== 'complete') return;
      if (context.asiaPacific && !team.country) ctx.addIssue({ code: 'custom', message: ruleMessage.required, path: ['country'] });
      if (!context.applyEnd) return;
      const day = taipeiDate(context.applyEnd);
      team.members?.forEach((member, index) => {
        if (member.birthday && ageOn(member.birthday, day) > incubator.maxAge) {
          ctx.addIssue({ code: 'custom', message: ruleMessage.ageOver, path: ['members', index, 'birthday'] });
        }
      });
    });
}

export const proposalSchema = (mode: Mode) => z.lazy(() => proposalRules(mode));

function proposalRules(mode: Mode) {
  return rulesOf[mode].proposal.superRefine((proposal, ctx) => {
    checkFile(proposal.pdfFile, incubatorFileRules.proposalPdf, ['pdfFile'], ctx);
    checkFile(proposal.img, incubatorFileRules.proposalImg, ['img'], ctx);
  });
}

// Kept for the last apply end asked: the stepper asks on every render of the application.
let lastComplete: { applyEnd?: string; schema: ReturnType<typeof schemasOf>['application'] } | undefined;

/** The whole application, complete, as submit requires it: what the confirmation page checks. */
export function completeApplicationSchema(context: IncubatorContext) {
  if (!lastComplete || lastComplete.applyEnd !== context.applyEnd) lastComplete = { applyEnd: context.applyEnd, schema: schemasOf('complete', context).application };
  return lastComplete.schema;
}
