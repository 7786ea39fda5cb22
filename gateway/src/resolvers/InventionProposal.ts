import type { InventionProposalResolvers } from '../generated/resolvers-types.ts';
import { themeFromRest } from './application-enums.ts';
import { competitionGroupFromRest } from './content-enums.ts';

type Field<K extends keyof InventionProposalResolvers> = NonNullable<InventionProposalResolvers[K]>;
const group: Field<'group'> = (proposal) => (proposal.level ? competitionGroupFromRest(proposal.level) : null);
const theme: Field<'theme'> = (proposal) => (proposal.main ? themeFromRest(proposal.main) : null);
const sdgGoals: Field<'sdgGoals'> = (proposal) => proposal.subs ?? [];
const plan: Field<'plan'> = (proposal) => proposal.pdfFile ?? null;

// The REST names answer as their GraphQL names do while they are deprecated (schema.graphql).
export const InventionProposal: InventionProposalResolvers = {
  group,
  level: group,
  theme,
  main: theme,
  sdgGoals,
  subs: sdgGoals,
  plan,
  pdfFile: plan,
};
