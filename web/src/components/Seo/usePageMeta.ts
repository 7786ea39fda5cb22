import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/i18n/usePageTitle.ts';
import { DEFAULT_LANG, LANGS, LOCALE, switchLangPath } from '../../app/paths.ts';

// The description in index.html stays the fallback of pages that set none.
const fallbackDescription =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * A page's `<title>`, `<meta name="description">` and its `hreflang` alternates (one per route
 * language, x-default → the default language), kept in step with the current path.
 */
export function usePageMeta(title: string | null | undefined, description: string | null | undefined): void {
  usePageTitle(title);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    tag.content = description;
    return () => {
      tag.content = fallbackDescription;
    };
  }, [description]);

  useEffect(() => {
    const origin = window.location.origin;
    const alternates: Array<[string, string]> = [
      ...LANGS.map((lang) => [LOCALE[lang], switchLangPath(pathname, lang)] as [string, string]),
      ['x-default', switchLangPath(pathname, DEFAULT_LANG)],
    ];
    // A server-rendered page came with its alternates: they are updated, not repeated.
    const added: HTMLLinkElement[] = [];
    for (const [hreflang, path] of alternates) {
      let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
      if (!link) {
        link = document.createElement('link');
        link.rel = 'alternate';
        link.hreflang = hreflang;
        document.head.append(link);
        added.push(link);
      }
      link.href = origin + path;
    }
    return () => added.forEach((link) => link.remove());
  }, [pathname]);
}
