// /robots.txt: the public site is open to crawlers; the sections the page manifest disallows
// (member pages, account flows, the applications) and the GraphQL endpoint are not pages to list.
// It names the sitemap by its absolute URL.
import type { RequestHandler } from 'express';
import { pageEntries, sectionName, sectionOf, sections } from '../../../web/src/app/pageManifest.ts';
import { publicOrigin } from './public-origin.ts';

/** Sections under each language prefix that crawlers are kept out of, in the manifest's order. */
const disallowedSections = Object.entries(sections)
  .filter(([name, section]) => section.disallow && pageEntries.some(([, entry]) => !entry.unprefixed && sectionName(entry.path) === name))
  .map(([name]) => name);

/** Pages outside the prefix kept out, by their path up to its first parameter (`/reset-password/`). */
const unprefixedPaths = pageEntries
  .filter(([, entry]) => entry.unprefixed && sectionOf(entry).disallow)
  .map(([, entry]) => `/${entry.path.split(':')[0]}`);

export function robotsTxt(origin: string): string {
  const disallowed = [
    ...['zhTw', 'en'].flatMap((lang) => disallowedSections.map((path) => `/${lang}/${path}`)),
    ...unprefixedPaths,
    '/graphql',
  ];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * Sections crawlers are kept out of whose pages the server never renders (the staff console, the
 * account flows): a crawler that ignores robots.txt, or follows a link to one, gets an
 * `X-Robots-Tag` with every answer there, since the page itself (the empty index.html) can carry
 * no meta of its own. Rendered sections say `noindex` in their head instead (seo/head.ts).
 */
const unlistedSections = new Set(Object.entries(sections).filter(([, section]) => section.disallow && !section.serverRendered).map(([name]) => name));
const languagePrefix = /^\/(?:zhTw|en)(?=\/|$)/;

export function unlistedSectionHeader(): RequestHandler {
  return (req, res, next) => {
    // `/{lang}/{section}/…`, or an unprefixed page's `/{section}/…` (`/reset-password/:token`).
    const section = req.path.replace(languagePrefix, '').split('/')[1] ?? '';
    if (unlistedSections.has(section)) res.set('X-Robots-Tag', 'noindex, nofollow');
    next();
  };
}

export function robots(publicUrl: string | undefined): RequestHandler {
  return (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(publicOrigin(req, publicUrl)));
  };
}
