import type { IncubatorProposalResolvers } from '../generated/resolvers-types.ts';
import { incubatorPropertyFromRest } from './application-enums.ts';
import { issueFromRest } from './content-enums.ts';

export const IncubatorProposal: IncubatorProposalResolvers = {
  property: (proposal) => (proposal.property ? incubatorPropertyFromRest(proposal.property) : null),
  issue: (proposal) => (proposal.issue ? issueFromRest(proposal.issue) : null),
  pdfFile: (proposal) => proposal.pdfFile ?? null,
  img: (proposal) => proposal.img ?? null,
};
