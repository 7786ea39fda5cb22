import type { HomeRecommendResolvers } from '../generated/resolvers-types.ts';

export const HomeRecommend: HomeRecommendResolvers = {
  id: (recommend) => String(recommend.id),
  image: (recommend) => recommend.image || null,
  link: (recommend) => recommend.link || null,
};
