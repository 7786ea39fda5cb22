import { pageEntries, sectionName, sectionOf, sectionRules } from '../pageManifest.ts';
import { langOfPath } from '../paths.ts';

// The page manifest says which sections stay client-rendered (the index.html answer); every other
// path under a language prefix is rendered, an unknown one too (its 404 page).
const clientOnlySections = new Set(
  pageEntries.filter(([, entry]) => !entry.unprefixed && !sectionOf(entry).serverRendered).map(([, entry]) => sectionName(entry.path)),
);

/** True for the public pages the server renders: under /zhTw or /en and not a member page. */
export function isServerRendered(pathname: string): boolean {
  if (langOfPath(pathname) === null) return false;
  const section = pathname.split('/')[2] ?? '';
  return !clientOnlySections.has(section);
}

/**
 * The query parameters public pages read (a news column's page and tag, the newsletter form's
 * result). A page asked with any other, or with a one-time token (`confirm`), is rendered but not
 * kept: otherwise anyone could fill the shared page cache with `/en/?x=1…N`, or leave a token in
 * its keys.
 */
const keptQueryParameters = new Set(['page', 'tag', 'subscribed']);

export function isKeptQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => keptQueryParameters.has(name));
}

/**
 * A members' page is rendered as its frame, the same for any id in its path: kept, anyone could
 * fill the shared page cache with `/en/invention-apply/team-data/1…N`. Rendered each time instead
 * (the header's public queries still come from the response cache).
 */
export function isKeptPath(pathname: string): boolean {
  return sectionRules(pathname.split('/')[2] ?? '').memberOnly === undefined;
}
