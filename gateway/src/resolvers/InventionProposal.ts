import type { InventionProposalResolvers } from '../generated/resolvers-types.ts';
import { themeFromRest } from './application-enums.ts';
import { competitionGroupFromRest } from './content-enums.ts';

export const InventionProposal: InventionProposalResolvers = {
  level: (proposal) => (proposal.level ? competitionGroupFromRest(proposal.level) : null),
  main: (proposal) => (proposal.main ? themeFromRest(proposal.main) : null),
  subs: (proposal) => proposal.subs ?? [],
  pdfFile: (proposal) => proposal.pdfFile ?? null,
};
