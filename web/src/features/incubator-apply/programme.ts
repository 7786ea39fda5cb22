// The incubator application as the shared apply pieces (components/Application) see it.
import { incubatorRenamedFields } from '@yip/rules';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useApply, type ApplyProgramme } from '../../components/Application/applyContext.ts';
import { isChosenFile } from '../../components/Form/FileField.tsx';
import { fieldLabel } from './completeness.ts';
import { applyPath } from './steps.ts';
import { emptyProposal, emptyTeam, proposalValues, teamValues, type ProposalValues, type TeamValues } from './values.ts';
import type { IncubatorApplicationFieldsFragment } from './incubatorApply.generated.ts';

export type Application = IncubatorApplicationFieldsFragment;
export type IncubatorParts = { team: TeamValues; proposal: ProposalValues };

export const incubatorProgramme: ApplyProgramme<Application, IncubatorParts> = {
  name: 'incubatorApply',
  path: applyPath,
  listPath: (lang) => localPath(lang, 'user', 'incubator-list'),
  listTitle: pageTitles.userIncubatorList,
  values: {
    team: (application) => (application ? teamValues(application) : emptyTeam()),
    proposal: (application) => (application ? proposalValues(application) : emptyProposal()),
  },
  hasUploads: ({ proposal }) => isChosenFile(proposal.pdfFile) || isChosenFile(proposal.img),
  renamed: incubatorRenamedFields,
  fieldLabel,
};

/** The apply context of the incubator's pages. */
export const useIncubatorApply = () => useApply<Application, IncubatorParts>();
