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

/**
 * Per-request loaders: a page of articles costs one `article/tag` call, however many tags it shows.
 * Nothing is allocated until a resolver asks (most queries, and every cached answer, use none).
 */
export function createLoaders(rest: RestClient): Loaders {
  return new RequestLoaders(rest);
}

class RequestLoaders implements Loaders {
  #tags: Promise<ArticleTag[]> | undefined;
  #articleTag: DataLoader<string, ArticleTag | null> | undefined;
  #settings: Promise<PublicSettings> | undefined;

  constructor(private readonly rest: RestClient) {}

  articleTags(): Promise<ArticleTag[]> {
    return (this.#tags ??= this.rest.articleTags().then((page) => page.items));
  }

  publicSettings(): Promise<PublicSettings> {
    return (this.#settings ??= this.rest.publicSettings());
  }

  get articleTag(): DataLoader<string, ArticleTag | null> {
    return (this.#articleTag ??= new DataLoader<string, ArticleTag | null>(async (ids) => {
      const byId = new Map((await this.articleTags()).map((tag) => [String(tag.id), tag]));
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }
}
