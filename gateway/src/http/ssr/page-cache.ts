import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { TagIndex } from '../../cache/tag-index.ts';

/** A rendered page as stored: what a hit sends again. */
export interface CachedPage {
  status: number;
  html: string;
  /** The same HTML gzipped, base64 (the store holds strings), for clients that accept gzip. */
  gzip?: string;
}

/** Pages at most this long, whatever their data says (a deploy's new content shows soon). */
export const MAX_PAGE_TTL_SECONDS = 600;

/** Only a found or not-found page whose data may be kept: 0 means "not cacheable", never "forever". */
export function pageTtl(status: number, maxAge: number): number {
  if (status !== 200 && status !== 404) return 0;
  return Math.max(0, Math.min(Math.floor(maxAge), MAX_PAGE_TTL_SECONDS));
}

/**
 * Rendered public pages in the gateway's cache store (memory, or the Redis every instance shares),
 * per build, language and path with its query. The language is the path's prefix, so the key
 * holds it. Pages are rendered as a visitor: nothing in them depends on who asked.
 */
export class PageCache {
  /** `tags`: where a page is indexed by the content it shows, so a change there drops it (content-changes.ts). */
  constructor(
    private readonly store: KeyValueCache<string>,
    private readonly tags?: TagIndex,
  ) {}

  static key(buildId: string, url: string): string {
    return `ssr:${buildId}:${url}`;
  }

  async get(buildId: string, url: string): Promise<CachedPage | undefined> {
    const raw = await this.store.get(PageCache.key(buildId, url));
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(raw) as CachedPage;
    } catch {
      return undefined;
    }
  }

  async set(buildId: string, url: string, page: CachedPage, maxAge: number, tags: readonly string[] = []): Promise<void> {
    const ttl = pageTtl(page.status, maxAge);
    if (ttl <= 0) return;
    const key = PageCache.key(buildId, url);
    await this.store.set(key, JSON.stringify(page), { ttl });
    // Indexed once stored, as tagged-cache.ts says why.
    await this.tags?.add(tags, key);
  }
}
