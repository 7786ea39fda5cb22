import { DateTimeResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Article } from './Article.ts';
import { ArticleTag } from './ArticleTag.ts';
import { HomeBanner } from './HomeBanner.ts';
import { HomeRecommend } from './HomeRecommend.ts';
import { Member } from './Member.ts';
import { Query } from './Query.ts';
import { SiteSettings } from './SiteSettings.ts';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  Query,
  HomeBanner,
  HomeRecommend,
  SiteSettings,
  Article,
  ArticleTag,
  Member,
};
