import { translate } from '../i18n.ts';
import { gatewayError } from '../rest/errors.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { columnToRest } from './enums.ts';
import { isRecordId } from './ids.ts';

const maxPageSize = 50;

export const Query: QueryResolvers = {
  homeBanners: (_parent, _args, { rest }) => rest.homeBanners(),
  homeRecommendations: (_parent, _args, { rest }) => rest.homeRecommends(),
  homeRecommends: (_parent, _args, { rest }) => rest.homeRecommends(),
  siteSettings: (_parent, _args, { rest }) => rest.publicSettings(),

  articles: async (_parent, { column, tagId, page, pageSize }, { rest, lang }) => {
    if (!Number.isInteger(page) || page < 1 || pageSize < 1 || pageSize > maxPageSize) {
      throw gatewayError('BAD_USER_INPUT', lang, translate(lang, 'pageOutOfRange'));
    }
    // Any other tag id matches nothing.
    if (tagId != null && !isRecordId(tagId)) return { items: [], total: 0, page, pageSize };
    const result = await rest.articles({
      column: column ? columnToRest(column) : undefined,
      tagId: tagId ?? undefined,
      page,
      pageSize,
    });
    return { items: result.items, total: result.total, page, pageSize };
  },

  article: (_parent, { id }, { rest }) => rest.article(id),

  articleTags: (_parent, _args, { loaders }) => loaders.articleTags(),

  me: (_parent, _args, { rest }) => rest.userInfo(),
};
