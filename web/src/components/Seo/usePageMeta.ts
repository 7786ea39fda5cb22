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

/** The head tags the server wrote about the page it rendered, beyond the title, description and alternates. */
const renderedPageTags =
  'meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], meta[name="robots"], script[type="application/ld+json"]';

/** The path the document was loaded at: its server-written tags describe that page only. */
let loadedPath: string | null = null;

/**
 * After a client-side navigation the server's canonical, Open Graph, Twitter and JSON-LD tags would
 * describe the page first loaded (a phone's share sheet takes the canonical URL): they go, and
 * the canonical follows the current page.
 */
function leaveRenderedHead(pathname: string): void {
  loadedPath ??= pathname;
  if (pathname === loadedPath) return;
  document.head.querySelectorAll(renderedPageTags).forEach((tag) => tag.remove());
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = window.location.origin + pathname;
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
    leaveRenderedHead(pathname);
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
