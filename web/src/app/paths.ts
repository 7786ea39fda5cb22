// Languages of the site and helpers that build localised links (spec §2: every route sits under
// /zhTw or /en; the language selector rewrites the prefix of the current path).

export const LANGS = ['zhTw', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zhTw';

/** BCP 47 locale used by react-intl and `<html lang>` for each route language. */
export const LOCALE: Record<Lang, string> = { zhTw: 'zh-Hant-TW', en: 'en' };

/** Dates and times are shown in Taipei time, where the programme runs (spec §9). */
export const SITE_TIME_ZONE = 'Asia/Taipei';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The route language of a pathname (its first segment), or null when it has none. */
export function langOfPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/**
 * A localised site path: `localPath('en', 'news/now', 3)` → `/en/news/now/3`.
 * Segments are joined with single slashes; the home page is `/{lang}/`.
 */
export function localPath(lang: Lang, ...segments: Array<string | number>): string {
  const rest = segments
    .map((s) => String(s).replace(/^\/+|\/+$/g, ''))
    .filter((s) => s.length > 0)
    .join('/');
  return rest ? `/${lang}/${rest}` : `/${lang}/`;
}

/**
 * Rewrites the language prefix of a URL path (with optional query and hash), keeping the rest:
 * `/zhTw/news/now/3?page=2#top` → `/en/news/now/3?page=2#top`. A path without a language prefix
 * gets one.
 */
export function switchLangPath(url: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] ?? '';
  const tail = match?.[2] ?? '';
  const segments = pathname.split('/');
  // segments[0] is '' for an absolute path.
  if (isLang(segments[1])) {
    segments[1] = lang;
    const rewritten = segments.join('/');
    return (segments.length === 2 ? `${rewritten}/` : rewritten) + tail;
  }
  const rest = pathname.replace(/^\/+/, '');
  return `/${lang}/${rest}${tail}`;
}

/** Site paths used by more than one screen. */
export const paths = {
  home: (lang: Lang) => localPath(lang),
  login: (lang: Lang) => localPath(lang, 'login'),
  policyTerms: (lang: Lang) => localPath(lang, 'policy-terms'),
  newsLanding: (lang: Lang) => localPath(lang, 'news', 'landing'),
  newsColumn: (lang: Lang, column: NewsColumnSlug) => localPath(lang, 'news', column),
  article: (lang: Lang, column: NewsColumnSlug, id: string) => localPath(lang, 'news', column, id),
  anchor: (lang: Lang, page: string, anchor: string) => `${localPath(lang, page)}#${anchor}`,
} as const;

export type NewsColumnSlug = 'now' | 'social' | 'teams';
