// A page's head as HTML tags. Every value is escaped for an attribute or text, and JSON-LD for a
// <script> element, so no content (a title with `"</script>`) can end an element early.
import type { PageHead } from './head.ts';

const htmlEscapes: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => htmlEscapes[c] ?? c);

/** JSON for a <script> element: `<`, `>`, `&` and the JS line separators as \u escapes. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;

const otherLocale = { zh_TW: 'en_US', en_US: 'zh_TW' } as const;

function openGraph(head: PageHead): string[] {
  const image = head.image;
  return [
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.ogTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.siteName ? [meta('property', 'og:site_name', head.siteName)] : []),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:locale:alternate', otherLocale[head.locale]),
    ...(head.publishedAt ? [meta('property', 'article:published_time', head.publishedAt)] : []),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          ...(image.width ? [meta('property', 'og:image:width', image.width)] : []),
          ...(image.height ? [meta('property', 'og:image:height', image.height)] : []),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
  ];
}

function twitterCard(head: PageHead): string[] {
  return [
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.ogTitle ?? head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt)] : []),
  ];
}

/** The tags that replace the template's <title> and description. */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`),
    ...openGraph(head),
    ...twitterCard(head),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('');
}
