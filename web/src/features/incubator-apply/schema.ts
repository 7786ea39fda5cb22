// The rules of each step's form: the shared incubator schemas of @yip/rules over the form's own
// shape. "Save draft" checks in draft mode (anything may be missing, what is there must be valid),
// Next and submit in complete mode, where the rules across the parts apply too: the country of an
// Asia-Pacific team and every member 40 or younger on the session's apply end date (Asia/Taipei).
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
import { checkFile, formFile } from '../../components/Application/formFiles.ts';
import { checkReferralDetails, referralFields } from '../../components/Application/referrals.tsx';

export interface TeamContext extends IncubatorContext {
  /** The proposal's group is Asia-Pacific: the country is required. */
  asiaPacific?: boolean;
}

const schemasOf = (mode: Mode) => incubatorSchemas(formFile(), formFile(ruleMessage.imageRequired), mode);

export function teamSchema(mode: Mode, context: TeamContext = {}) {
  return schemasOf(mode)
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

export function proposalSchema(mode: Mode) {
  return schemasOf(mode).proposal.superRefine((proposal, ctx) => {
    checkFile(proposal.pdfFile, incubatorFileRules.proposalPdf, ['pdfFile'], ctx);
    checkFile(proposal.img, incubatorFileRules.proposalImg, ['img'], ctx);
  });
}

/** The whole application, complete, as submit requires it: what the confirmation page checks. */
export function completeApplicationSchema(context: IncubatorContext) {
  return incubatorSchemas(formFile(), formFile(ruleMessage.imageRequired), 'complete', context).application;
}
