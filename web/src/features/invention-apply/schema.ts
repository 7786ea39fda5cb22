// The rules of each step's form: the shared competition schemas of @yip/rules over the form's own
// shape. A file slot holds a File just chosen or a stored file kept; "Save draft" checks in draft
// mode (anything may be missing, what is there must be valid), Next and submit in complete mode.
// Each is built on its first check (z.lazy; the rules' parts likewise): the form paints without
// paying for them.
import { competitionFileRules, competitionPeopleProblems, competitionReferralSources, competitionSchemas, type Mode } from '@yip/rules';
import { z } from 'zod';
import { checkFile, formFile } from '../../components/Application/formFiles.ts';
import { checkReferralDetails, referralFields } from '../../components/Application/referrals.tsx';

const rulesOf = { draft: competitionSchemas(formFile(), 'draft'), complete: competitionSchemas(formFile(), 'complete') };

export const teamSchema = (mode: Mode) => z.lazy(() => teamRules(mode));

function teamRules(mode: Mode) {
  return rulesOf[mode].team
    .omit({ refers: true })
    .extend(referralFields(competitionReferralSources, mode))
    .superRefine((team, ctx) => {
      checkReferralDetails(team, ctx);
      checkFile(team.previewImg, competitionFileRules.previewImg, ['previewImg'], ctx);
      team.members?.forEach((member, index) => checkFile(member.pdfFile, competitionFileRules.memberProof, ['members', index, 'pdfFile'], ctx));
    })
    .superRefine(
      // An advisor who is also a member is told by the field on Save and Next, beside any other gap,
      // not first at the confirmation once everything else is fixed.
      (team, ctx) => {
        for (const problem of competitionPeopleProblems(team)) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
      },
      { when: () => true },
    );
}

export const proposalSchema = (mode: Mode) => z.lazy(() => proposalRules(mode));

function proposalRules(mode: Mode) {
  return rulesOf[mode].proposal.superRefine((proposal, ctx) => {
    checkFile(proposal.pdfFile, competitionFileRules.proposalPdf, ['pdfFile'], ctx);
  });
}

/** The whole application, complete, as submit requires it: what the confirmation page checks. */
export function completeApplicationSchema() {
  return rulesOf.complete.application;
}
