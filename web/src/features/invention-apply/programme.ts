// The competition application as the shared apply pieces (components/Application) see it.
import { competitionRenamedFields } from '@yip/rules';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useApply, type ApplyProgramme } from '../../components/Application/applyContext.ts';
import { isChosenFile } from '../../components/Form/FileField.tsx';
import { fieldLabel } from './completeness.ts';
import { applyPath } from './steps.ts';
import { emptyProposal, emptyTeam, proposalValues, teamValues, type ProposalValues, type TeamValues } from './values.ts';
import type { InventionApplicationFieldsFragment } from './inventionApply.generated.ts';

export type Application = InventionApplicationFieldsFragment;
export type InventionParts = { team: TeamValues; proposal: ProposalValues };

export const inventionProgramme: ApplyProgramme<Application, InventionParts> = {
  name: 'inventionApply',
  path: applyPath,
  listPath: (lang) => localPath(lang, 'user', 'invention-list'),
  listTitle: pageTitles.userInventionList,
  values: {
    team: (application) => (application ? teamValues(application) : emptyTeam()),
    proposal: (application) => (application ? proposalValues(application) : emptyProposal()),
  },
  hasUploads: ({ team, proposal }) => [team.previewImg, proposal.pdfFile, ...team.members.map((m) => m.pdfFile)].some((file) => isChosenFile(file)),
  renamed: competitionRenamedFields,
  fieldLabel,
};

/** The apply context of the competition's pages. */
export const useInventionApply = () => useApply<Application, InventionParts>();
