import type { RenderResult } from './server-entry.ts';

type Page = Extract<RenderResult, { kind: 'page' }>;

const locales = { zhTw: 'zh-Hant-TW', en: 'en' } as const;

/**
 * The built index.html around a rendered page: `<html lang>` of its language, the page's own head
 * tags in place of the template's title and description, its markup and data in `<div id="root">`.
 * The `<noscript>` plea goes: the page reads without JavaScript, and its scripts start after the
 * first paint, so the template's early fetch of the app chunk (a modulepreload, for pages the
 * browser renders) goes too. `styleLinks` are the route stylesheets its markup needs (page-styles.ts).
 */
export function composePage(template: string, page: Page, styleLinks = ''): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locales[page.lang]}"`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // The entry loads after the first paint (web/public/boot.js): the page reads without it.
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, entry: string) => `<script defer src="/boot.js" data-entry="${entry}"></script>`)
    .replace('</head>', () => `${styleLinks}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
