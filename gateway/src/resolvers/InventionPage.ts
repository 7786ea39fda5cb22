import type { InventionPageResolvers } from '../generated/resolvers-types.ts';
import { activeSession } from './ContentQuery.ts';

export const InventionPage: InventionPageResolvers = {
  session: (_page, _args, { rest }) => activeSession(rest, 'invention'),
  sections: (_page, _args, { rest }) => rest.contentList('invention/content'),
  prizes: async (_page, _args, { rest }) => {
    const prizes = await rest.contentList('invention/prize');
    // Stable sort: within a group and rank the editors' order stays.
    return prizes.sort((a, b) => (a.group === b.group ? a.rank - b.rank : a.group === 'college' ? -1 : 1));
  },
  faqs: (_page, _args, { rest }) => rest.contentList('invention/qa'),
  recommendations: (_page, _args, { rest }) => rest.contentList('invention/recommend'),
  teams: (_page, _args, { rest }) => rest.contentList('invention/team'),
};
