import DataLoader from 'dataloader';
import type { ArticleTag, PublicSettings } from './rest/dto.ts';
import type { RestClient } from './rest/client.ts';

export interface Loaders {
  /** Every published article tag, read at most once per request. */
  articleTags(): Promise<ArticleTag[]>;
  /** Tags by id; unknown or unpublished ids load as null. */
  articleTag: DataLoader<string, ArticleTag | null>;
  /** The public settings, read at most once per request (home content and the About page share them). */
  publicSettings(): Promise<PublicSettings>;
}

/** Per-request loaders: a page of articles costs one `article/tag` call, however many tags it shows. */
export function createLoaders(rest: RestClient): Loaders {
  let tags: Promise<ArticleTag[]> | undefined;
  const articleTags = () => (tags ??= rest.articleTags().then((page) => page.items));
  const articleTag = new DataLoader<string, ArticleTag | null>(async (ids) => {
    const byId = new Map((await articleTags()).map((tag) => [String(tag.id), tag]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  let settings: Promise<PublicSettings> | undefined;
  const publicSettings = () => (settings ??= rest.publicSettings());
  return { articleTags, articleTag, publicSettings };
}
