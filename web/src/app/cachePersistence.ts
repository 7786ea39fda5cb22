import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { Lang } from './paths.ts';
import { staffAuth } from './session/staffAuth.ts';
import { readToken } from './session/store.ts';

// Spec §7: lists are cached in session storage. Each language's Apollo cache is restored from
// sessionStorage when the page starts and written back when the page is hidden or left (a reload,
// another tab, the phone's app switcher), so a reload shows the lists at once without asking the
// gateway again. Only a visitor's cache is kept: while a member or a staff officer is signed in
// nothing is written, so no member or staff data ever reaches the storage.

const key = (lang: Lang) => `apolloCache:${lang}`;

export function restoreCache(cache: InMemoryCache, lang: Lang): void {
  try {
    const raw = sessionStorage.getItem(key(lang));
    if (raw) cache.restore(JSON.parse(raw) as NormalizedCacheObject);
  } catch {
    forgetCaches();
  }
}

export function saveCache(cache: InMemoryCache, lang: Lang): void {
  try {
    if (readToken() || staffAuth()?.token()) sessionStorage.removeItem(key(lang));
    else sessionStorage.setItem(key(lang), JSON.stringify(cache.extract()));
  } catch {
    // Storage full or unavailable: the cache stays in memory only.
  }
}

/** At logout, and when a stored copy cannot be read. */
export function forgetCaches(): void {
  try {
    for (const lang of ['zhTw', 'en'] as const) sessionStorage.removeItem(key(lang));
  } catch {
    // Storage unavailable: nothing stored.
  }
}

/** Writes the cache whenever the page is hidden or unloaded. */
export function persistOnHide(cache: InMemoryCache, lang: Lang): void {
  const save = () => saveCache(cache, lang);
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}
