import type { ArticleResolvers } from '../generated/resolvers-types.ts';
import { documentParagraphs } from '@yip/rules';
import type { ArticleTag as ArticleTagDto } from '../rest/dto.ts';
import { linkPreviewImage, responsiveImage } from './content-images.ts';
import { columnFromRest } from './enums.ts';

export const Article: ArticleResolvers = {
  id: (article) => String(article.id),
  column: (article) => {
    const column = columnFromRest(article.column);
    // Not a client's mistake: the backend answered a column the contract does not have.
    if (!column) throw new Error(`unknown article column from the backend: ${String(article.column)}`);
    return column;
  },
  coverSources: (article) => responsiveImage(article.cover),
  ogImage: (article) => (article.ogImage ? linkPreviewImage(article.ogImage, article.ogImageAlt || article.title) : null),
  body: (article) => article.content,
  paragraphs: (article) => documentParagraphs(article.content),
  author: (article) => article.author || null,
  // The contract allows a plain date; the schema promises an instant.
  publishedAt: (article) => new Date(article.publishedAt).toISOString(),
  tags: async (article, _args, { loaders }) => {
    const tags = await loaders.articleTag.loadMany((article.tagIds ?? []).map(String));
    // Unpublished or deleted tags are not shown; a failed tag load fails the field.
    return tags.filter((tag): tag is ArticleTagDto => {
      if (tag instanceof Error) throw tag;
      return tag !== null;
    });
  },
};
