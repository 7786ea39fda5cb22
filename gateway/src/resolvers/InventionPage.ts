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
  faqs: async (_page, _args, { rest }) => (await rest.contentList('invention/qa')).map((faq) => ({ ...faq, programme: 'invention' as const })),
  recommendations: async (_page, _args, { rest }) =>
    (await rest.contentList('invention/recommend')).map((testimonial) => ({ ...testimonial, programme: 'invention' as const })),
  teams: (_page, _args, { rest }) => rest.contentList('invention/team'),
};
