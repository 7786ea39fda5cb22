// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { partsForPath } from './i18n/catalogueParts.ts';
import { pageEntries, pages, sectionOf, type PageName } from './pageManifest.ts';
import { langRoutes, listPaths, unprefixedRoutes, type PageRoute } from './routes.tsx';
import { isServerRendered } from './ssr/serverRendered.ts';

// What each page was before the manifest, written out: the manifest must reproduce it exactly.
const clientRendered = [
  '/:lang/register',
  '/:lang/register/member-data',
  '/:lang/register/email-validate',
  '/:lang/register/success',
  '/:lang/user',
  '/:lang/user/profile',
  '/:lang/user/change-password',
  '/:lang/user/incubator-list',
  '/:lang/user/invention-list',
  '/:lang/forget-password',
  '/:lang/reset-password/:token',
  '/:lang/invention-apply',
  '/:lang/invention-apply/team-data/:id',
  '/:lang/invention-apply/proposal/:id',
  '/:lang/invention-apply/terms/:id',
  '/:lang/invention-apply/confirm/:id',
  '/:lang/invention-apply/complete/:id',
  '/:lang/incubator-apply',
  '/:lang/incubator-apply/team-data/:id',
  '/:lang/incubator-apply/proposal/:id',
  '/:lang/incubator-apply/confirm/:id',
  '/:lang/incubator-apply/complete/:id',
  '/:lang/incubator-final',
  '/:lang/incubator-final/upload/:id',
  '/:lang/incubator-final/complete/:id',
  '/google-login',
  '/reset-password/:token',
];
const accountPart = [
  '/:lang/login',
  '/:lang/register',
  '/:lang/register/member-data',
  '/:lang/register/email-validate',
  '/:lang/register/success',
  '/:lang/forget-password',
  '/:lang/reset-password/:token',
  '/google-login',
  '/reset-password/:token',
];
const applyPart = [
  '/:lang/user',
  '/:lang/user/profile',
  '/:lang/user/change-password',
  '/:lang/user/incubator-list',
  '/:lang/user/invention-list',
  '/:lang/invention-apply',
  '/:lang/invention-apply/team-data/:id',
  '/:lang/invention-apply/proposal/:id',
  '/:lang/invention-apply/terms/:id',
  '/:lang/invention-apply/confirm/:id',
  '/:lang/invention-apply/complete/:id',
  '/:lang/incubator-apply',
  '/:lang/incubator-apply/team-data/:id',
  '/:lang/incubator-apply/proposal/:id',
  '/:lang/incubator-apply/confirm/:id',
  '/:lang/incubator-apply/complete/:id',
  '/:lang/incubator-final',
  '/:lang/incubator-final/upload/:id',
  '/:lang/incubator-final/complete/:id',
];

const concrete = (pattern: string, lang: string) => pattern.replace(':lang', lang).replace(':id', '3').replace(':token', 'abc');

describe('what each page is', () => {
  it.each(['zhTw', 'en'])('renders on the server every page under /%s but the member pages and account flows', (lang) => {
    for (const pattern of listPaths()) {
      expect(isServerRendered(concrete(pattern, lang)), pattern).toBe(!clientRendered.includes(pattern));
    }
  });

  it.each(['zhTw', 'en'])('loads the catalogue parts each page of /%s needs', (lang) => {
    for (const pattern of listPaths()) {
      const expected = applyPart.includes(pattern) ? ['public', 'account', 'apply'] : accountPart.includes(pattern) ? ['public', 'account'] : ['public'];
      expect(partsForPath(concrete(pattern, lang)), pattern).toEqual(expected);
    }
  });

  it('renders an unknown path under a language (its 404) with the public part only, and nothing unprefixed', () => {
    expect(isServerRendered('/en/no-such-page')).toBe(true);
    expect(partsForPath('/en/no-such-page')).toEqual(['public']);
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
