import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router-dom';
import type { Lang } from '../paths.ts';

/** What a server-rendered page hands to the browser: its Apollo cache and the router's loader data. */
export interface PageData {
  lang: Lang;
  apollo: NormalizedCacheObject;
  router: Partial<HydrationState>;
  /** When the server rendered it: clocks read at render start from here while hydrating. */
  renderedAt: number;
}

/** The id of the `<script type="application/json">` that carries it (data, not a script: the CSP allows no inline script). */
export const PAGE_DATA_ID = 'page-data';

/** JSON safe inside `<script>`: no `<` can close the element or open a comment. */
export function serialisePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The tag placed after the page's markup. */
export function pageDataTag(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${serialisePageData(data)}</script>`;
}

let read: PageData | null | undefined;

/** The page's data when the server rendered it, else null (read once: the tag never changes). */
export function readPageData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageData | null {
  if (read !== undefined) return read;
  const text = doc?.getElementById(PAGE_DATA_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as PageData) : null;
  } catch {
    read = null;
  }
  return read;
}

/** For tests: forget what was read. */
export function forgetPageData(): void {
  read = undefined;
}

/**
 * The browser's cache (restored from sessionStorage) with the server's answers on top: the
 * server's are newer; root fields merge so neither side's queries are lost.
 */
export function mergeCacheStates(stored: NormalizedCacheObject, server: NormalizedCacheObject): NormalizedCacheObject {
  const merged: NormalizedCacheObject = { ...stored };
  for (const [id, entity] of Object.entries(server)) merged[id] = { ...stored[id], ...entity };
  return merged;
}

/** Puts the server's answers of this language into the browser client's cache: no second request for them. */
export function restoreServerState(cache: InMemoryCache, lang: Lang): boolean {
  const data = readPageData();
  if (data?.lang !== lang) return false;
  cache.restore(mergeCacheStates(cache.extract(), data.apollo));
  return true;
}
