// The rules of each step's form: the shared competition schemas of @yip/rules over the form's own
// shape. A file slot holds a File just chosen or a stored file kept; "Save draft" checks in draft
// mode (anything may be missing, what is there must be valid), Next and submit in complete mode.
import { competitionFileRules, competitionPeopleProblems, competitionReferralSources, competitionSchemas, type Mode } from '@yip/rules';
import { checkFile, formFile } from '../../components/Application/formFiles.ts';
import { checkReferralDetails, referralFields } from '../../components/Application/referrals.tsx';

export function teamSchema(mode: Mode) {
  const rules = competitionSchemas(formFile(), mode).team;
  return rules
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

export function proposalSchema(mode: Mode) {
  const rules = competitionSchemas(formFile(), mode).proposal;
  return rules.superRefine((proposal, ctx) => {
    checkFile(proposal.pdfFile, competitionFileRules.proposalPdf, ['pdfFile'], ctx);
  });
}

/** The whole application, complete, as submit requires it: what the confirmation page checks. */
export function completeApplicationSchema() {
  const { application } = competitionSchemas(formFile(), 'complete');
  return application;
}
