import type { IncubatorProposalResolvers } from '../generated/resolvers-types.ts';
import { incubatorGroupFromRest } from './application-enums.ts';
import { issueFromRest } from './content-enums.ts';

type Field<K extends keyof IncubatorProposalResolvers> = NonNullable<IncubatorProposalResolvers[K]>;
// IncubatorProperty and IncubatorGroup hold the same values; `group` is the GraphQL one.
const group: Field<'group'> = (proposal) => (proposal.property ? incubatorGroupFromRest(proposal.property) : null);
const plan: Field<'plan'> = (proposal) => proposal.pdfFile ?? null;
const photo: Field<'photo'> = (proposal) => proposal.img ?? null;

export const IncubatorProposal: IncubatorProposalResolvers = {
  group,
  property: group,
  issue: (proposal) => (proposal.issue ? issueFromRest(proposal.issue) : null),
  plan,
  pdfFile: plan,
  photo,
  img: photo,
};
