import DataLoader from 'dataloader';
import type { ArticleTag, ProgrammeFamily, PublicSettings } from './rest/dto.ts';
import type { RestClient } from './rest/client.ts';
import type { ProgrammeSessionSource } from './resolvers/sources.ts';

export interface Loaders {
  /** Every published article tag, read at most once per request. */
  articleTags(): Promise<ArticleTag[]>;
  /** Tags by id; unknown or unpublished ids load as null. */
  articleTag: DataLoader<string, ArticleTag | null>;
  /** The public settings, read at most once per request (home content and the About page share them). */
  publicSettings(): Promise<PublicSettings>;
  /** A programme's session by id, read at most once per request (a member's applications share a few); null when unknown. */
  programmeSession(programme: ProgrammeFamily, id: string): Promise<ProgrammeSessionSource | null>;
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
  #sessions = new Map<string, Promise<ProgrammeSessionSource | null>>();

  constructor(private readonly rest: RestClient) {}

  articleTags(): Promise<ArticleTag[]> {
    return (this.#tags ??= this.rest.articleTags());
  }

  publicSettings(): Promise<PublicSettings> {
    return (this.#settings ??= this.rest.publicSettings());
  }

  programmeSession(programme: ProgrammeFamily, id: string): Promise<ProgrammeSessionSource | null> {
    const key = `${programme}/${id}`;
    let session = this.#sessions.get(key);
    if (!session) {
      session = this.rest.contentRecord(`${programme}/session`, id).then((record) => (record ? { ...record, programme } : null));
      this.#sessions.set(key, session);
    }
    return session;
  }

  get articleTag(): DataLoader<string, ArticleTag | null> {
    return (this.#articleTag ??= new DataLoader<string, ArticleTag | null>(async (ids) => {
      const byId = new Map((await this.articleTags()).map((tag) => [String(tag.id), tag]));
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }
}
