import type { ArticleTagResolvers } from '../generated/resolvers-types.ts';

export const ArticleTag: ArticleTagResolvers = {
  id: (tag) => String(tag.id),
};
