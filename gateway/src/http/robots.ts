// /robots.txt: the public site is open to crawlers; member pages, the application flows and the
// GraphQL endpoint are not pages to list. It names the sitemap by its absolute URL.
import type { RequestHandler } from 'express';
import { publicOrigin } from './public-origin.ts';

/** Paths under each language prefix that only members use (spec §2). */
const memberPaths = ['user', 'login', 'register', 'forget-password', 'reset-password', 'invention-apply', 'incubator-apply', 'incubator-final'];

export function robotsTxt(origin: string): string {
  const disallowed = [
    ...['zhTw', 'en'].flatMap((lang) => memberPaths.map((path) => `/${lang}/${path}`)),
    '/reset-password/',
    '/google-login',
    '/graphql',
  ];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function robots(publicUrl: string | undefined): RequestHandler {
  return (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(publicOrigin(req, publicUrl)));
  };
}
