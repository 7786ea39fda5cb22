import type { HomeContentResolvers } from '../generated/resolvers-types.ts';

const recommendations: NonNullable<HomeContentResolvers['recommendations']> = (_page, _args, { rest }) => rest.homeRecommends();

export const HomeContent: HomeContentResolvers = {
  recommendations,
  recommends: recommendations,
  supportStatements: async (_page, _args, { loaders }) => (await loaders.publicSettings()).homeSupport ?? [],
  testimonials: async (_page, _args, { loaders }) => (await loaders.publicSettings()).homeTestimonials ?? [],
  slogans: async (_page, _args, { loaders }) => (await loaders.publicSettings()).slogans ?? [],
};
