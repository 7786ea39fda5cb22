import type { HomeContentResolvers } from '../generated/resolvers-types.ts';

export const HomeContent: HomeContentResolvers = {
  recommends: (_page, _args, { rest }) => rest.homeRecommends(),
  supportStatements: async (_page, _args, { loaders }) => (await loaders.publicSettings()).homeSupport ?? [],
  testimonials: async (_page, _args, { loaders }) => (await loaders.publicSettings()).homeTestimonials ?? [],
  slogans: async (_page, _args, { loaders }) => (await loaders.publicSettings()).slogans ?? [],
};
