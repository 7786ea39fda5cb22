// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { partsForPath } from './i18n/catalogueParts.ts';
import { pageEntries, pages, sectionOf, type PageName } from './pageManifest.ts';
import { langRoutes, listPaths, unprefixedRoutes, type PageRoute } from './routes.tsx';
import { isServerRendered } from './ssr/serverRendered.ts';

// What each page was before the manifest, as the five lists said it by section (routes.test.tsx
// pins every path): the manifest must reproduce it exactly, but for the member's area and the apply
// and final flows, rendered as their frame since issue 23.
const clientRenderedSections = ['register', 'forget-password', 'reset-password', 'staff'];
const accountSections = ['login', 'register', 'forget-password', 'reset-password', 'google-login'];
const applySections = ['user', 'invention-apply', 'incubator-apply', 'incubator-final'];

/** The section of a route pattern: `/:lang/news/now/:id` → `news`, `/google-login` → `google-login`. */
const sectionOfPattern = (pattern: string) => pattern.replace(/^\/:lang/, '').split('/')[1] ?? '';
const unprefixed = (pattern: string) => !pattern.startsWith('/:lang');

const concrete = (pattern: string, lang: string) => pattern.replace(':lang', lang).replace(':id', '3').replace(':token', 'abc').replace(':programme', 'invention');

describe('what each page is', () => {
  it.each(['zhTw', 'en'])('renders on the server every page under /%s but the account flows and the staff console', (lang) => {
    for (const pattern of listPaths()) {
      const clientRendered = unprefixed(pattern) || clientRenderedSections.includes(sectionOfPattern(pattern));
      expect(isServerRendered(concrete(pattern, lang)), pattern).toBe(!clientRendered);
    }
  });

  it.each(['zhTw', 'en'])('loads the catalogue parts each page of /%s needs', (lang) => {
    for (const pattern of listPaths()) {
      const section = sectionOfPattern(pattern);
      const expected =
        section === 'staff'
          ? ['public', 'account', 'apply', 'staff']
          : applySections.includes(section)
            ? ['public', 'account', 'apply']
            : accountSections.includes(section)
              ? ['public', 'account']
              : ['public'];
      expect(partsForPath(concrete(pattern, lang)), pattern).toEqual(expected);
    }
  });

  it('renders an unknown path under a language (its 404) with the public part only, and nothing unprefixed', () => {
    expect(isServerRendered('/en/no-such-page')).toBe(true);
    expect(partsForPath('/en/no-such-page')).toEqual(['public']);
    expect(partsForPath('/en/constructor')).toEqual(['public']);
    expect(isServerRendered('/')).toBe(false);
    expect(isServerRendered('/no-such-page')).toBe(false);
  });
});

describe('the page manifest', () => {
  const named = (routes: PageRoute[]): PageName[] => routes.flatMap((route) => [route.page, ...named(route.children ?? [])]);

  it('has an entry for every route of routes.tsx, and a route for every entry', () => {
    expect(new Set(named([...langRoutes, ...unprefixedRoutes]))).toEqual(new Set(Object.keys(pages)));
    expect(new Set(named(unprefixedRoutes))).toEqual(new Set(pageEntries.filter(([, entry]) => entry.unprefixed).map(([name]) => name)));
    const paths = pageEntries.map(([, entry]) => (entry.unprefixed ? `/${entry.path}` : `/:lang/${entry.path}`.replace(/\/$/, '')));
    expect([...listPaths()].sort()).toEqual(paths.sort());
  });

  it("nests every route under its section's path", () => {
    const check = (routes: PageRoute[]) => {
      for (const route of routes) {
        const section = pages[route.page].path;
        for (const child of route.children ?? []) {
          const path = pages[child.page].path;
          expect(path === section || path.startsWith(`${section}/`), path).toBe(true);
        }
        check(route.children ?? []);
      }
    };
    check([...langRoutes, ...unprefixedRoutes]);
  });

  it('lists in the sitemap only pages the server renders, crawlers may read and search may show', () => {
    for (const [name, entry] of pageEntries.filter(([, entry]) => 'sitemap' in entry)) {
      const section = sectionOf(entry);
      expect(!entry.unprefixed && section.serverRendered && !section.disallow && !entry.noindex && !entry.redirectTo, name).toBe(true);
      expect(entry.path.includes(':id') === (entry.sitemap === 'perRecord'), name).toBe(true);
    }
  });

  it('says noindex only of pages the server renders, where the meta is written', () => {
    for (const [name, entry] of pageEntries.filter(([, entry]) => entry.noindex)) {
      expect(!entry.unprefixed && sectionOf(entry).serverRendered, name).toBe(true);
    }
  });
});
