import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { HomeBanner as HomeBannerDto, HomeRecommend as HomeRecommendDto, PublicSettings as PublicSettingsDto, Article as ArticleDto, ArticleTag as ArticleTagDto, MemberInfo as MemberInfoDto } from '../rest/dto.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 instant in UTC, e.g. `2026-11-21T16:00:00.000Z`. */
  DateTime: { input: string; output: string; }
};

/** A news article or column piece. */
export type Article = {
  __typename?: 'Article';
  /** Author or source; null when not given. */
  author?: Maybe<Scalars['String']['output']>;
  column: ArticleColumn;
  /** Cover image (1200×800), a root-relative path. */
  cover: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The body, as paragraphs. */
  paragraphs: Array<Scalars['String']['output']>;
  publishedAt: Scalars['DateTime']['output'];
  /** One or two sentences shown in lists. */
  summary: Scalars['String']['output'];
  tags: Array<ArticleTag>;
  title: Scalars['String']['output'];
};

/** The news section's columns. */
export type ArticleColumn =
  /** Latest news. */
  | 'NOW'
  /** The social innovation column. */
  | 'SOCIAL'
  /** The team column. */
  | 'TEAMS';

/** A page of articles. */
export type ArticlePage = {
  __typename?: 'ArticlePage';
  items: Array<Article>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Number of articles matching the filters, over all pages. */
  total: Scalars['Int']['output'];
};

/** A tag articles can carry. */
export type ArticleTag = {
  __typename?: 'ArticleTag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Cache policy hint for the gateway's response cache (public content only). */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** A slide of the home banner carousel. */
export type HomeBanner = {
  __typename?: 'HomeBanner';
  /** Text alternative of the image. */
  alt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Desktop image (1920×720), a root-relative path served through the gateway. */
  imageDesktop: Scalars['String']['output'];
  /** Mobile image (750×900), a root-relative path served through the gateway. */
  imageMobile: Scalars['String']['output'];
  /** Where the slide leads: a site path or an external URL; null when it leads nowhere. */
  link?: Maybe<Scalars['String']['output']>;
  /** Short title of the slide, also read by screen readers. */
  title: Scalars['String']['output'];
};

/** A card of the home recommendations carousel. */
export type HomeRecommend = {
  __typename?: 'HomeRecommend';
  /** The recommendation's text. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Card image, a root-relative path; null when the card has none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Where the card leads; null when it leads nowhere. */
  link?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** One impact figure of the home page. */
export type ImpactFigure = {
  __typename?: 'ImpactFigure';
  /** Stable key naming the figure (assisted, clarified, solved, interaction, teams, participants, funds); the client labels it. */
  key: Scalars['String']['output'];
  unit: ImpactUnit;
  value: Scalars['Float']['output'];
};

/** How an impact figure is written. */
export type ImpactUnit =
  /** A plain count, e.g. 77. */
  | 'COUNT'
  /** A percentage, e.g. 92%. */
  | 'PERCENT'
  /** A lower bound, e.g. 19,800+. */
  | 'PLUS';

/** A registered member (role `user`). */
export type Member = {
  __typename?: 'Member';
  /** The registration and login e-mail; it cannot be changed. */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One published article, or null when it does not exist or is not published. */
  article?: Maybe<Article>;
  /** The tags articles can carry (the popular-tags list). */
  articleTags: Array<ArticleTag>;
  /** Published news articles in the editors' display order (newest first as seeded), optionally of one column and/or one tag. */
  articles: ArticlePage;
  /** The home page's banner carousel, in display order. */
  homeBanners: Array<HomeBanner>;
  /** The home page's recommendations carousel, in display order. */
  homeRecommends: Array<HomeRecommend>;
  /** The logged-in member, or null for a visitor. */
  me?: Maybe<Member>;
  /** Public site settings: impact figures and social links. */
  siteSettings: SiteSettings;
};


export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticlesArgs = {
  column?: InputMaybe<ArticleColumn>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  tagId?: InputMaybe<Scalars['ID']['input']>;
};

/** Public site settings. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** The programme's impact figures shown on the home page (spec §9). */
  impactFigures: Array<ImpactFigure>;
  /** The foundation's social network links (footer and fixed social bar). */
  socialLinks: Array<SocialLink>;
};

/** A link to one of the foundation's social network pages. */
export type SocialLink = {
  __typename?: 'SocialLink';
  network: SocialNetwork;
  url: Scalars['String']['output'];
};

/** A social network. */
export type SocialNetwork =
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'YOUTUBE';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Article: ResolverTypeWrapper<ArticleDto>;
  ArticleColumn: ArticleColumn;
  ArticlePage: ResolverTypeWrapper<Omit<ArticlePage, 'items'> & { items: Array<ResolversTypes['Article']> }>;
  ArticleTag: ResolverTypeWrapper<ArticleTagDto>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HomeBanner: ResolverTypeWrapper<HomeBannerDto>;
  HomeRecommend: ResolverTypeWrapper<HomeRecommendDto>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpactFigure: ResolverTypeWrapper<ImpactFigure>;
  ImpactUnit: ImpactUnit;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Member: ResolverTypeWrapper<MemberInfoDto>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SiteSettings: ResolverTypeWrapper<PublicSettingsDto>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialNetwork: SocialNetwork;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Article: ArticleDto;
  ArticlePage: Omit<ArticlePage, 'items'> & { items: Array<ResolversParentTypes['Article']> };
  ArticleTag: ArticleTagDto;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  HomeBanner: HomeBannerDto;
  HomeRecommend: HomeRecommendDto;
  ID: Scalars['ID']['output'];
  ImpactFigure: ImpactFigure;
  Int: Scalars['Int']['output'];
  Member: MemberInfoDto;
  Query: Record<PropertyKey, never>;
  SiteSettings: PublicSettingsDto;
  SocialLink: SocialLink;
  String: Scalars['String']['output'];
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['ArticleColumn'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticlePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticlePage'] = ResolversParentTypes['ArticlePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArticleTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleTag'] = ResolversParentTypes['ArticleTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HomeBannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeBanner'] = ResolversParentTypes['HomeBanner']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageDesktop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeRecommendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeRecommend'] = ResolversParentTypes['HomeRecommend']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImpactFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImpactFigure'] = ResolversParentTypes['ImpactFigure']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ImpactUnit'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'id'>>;
  articleTags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType>;
  articles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, RequireFields<QueryArticlesArgs, 'page' | 'pageSize'>>;
  homeBanners?: Resolver<Array<ResolversTypes['HomeBanner']>, ParentType, ContextType>;
  homeRecommends?: Resolver<Array<ResolversTypes['HomeRecommend']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
}>;

export type SiteSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = ResolversObject<{
  impactFigures?: Resolver<Array<ResolversTypes['ImpactFigure']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  network?: Resolver<ResolversTypes['SocialNetwork'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Article?: ArticleResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  ArticleTag?: ArticleTagResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  HomeBanner?: HomeBannerResolvers<ContextType>;
  HomeRecommend?: HomeRecommendResolvers<ContextType>;
  ImpactFigure?: ImpactFigureResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
