import type { RequestHandler } from 'express';
import helmet from 'helmet';

const siteDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  // blob: previews the photo an applicant has chosen, before it is uploaded.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
};

// Apollo Sandbox is a page that loads its scripts, styles and an iframe from Apollo's CDN (it also
// sets its own nonce-based CSP in a <meta> tag, which still applies on top of this header).
const apolloCdn = [
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
];
const sandboxDirectives = {
  ...siteDirectives,
  imgSrc: ["'self'", 'data:', ...apolloCdn],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  styleSrc: ["'self'", "'unsafe-inline'", ...apolloCdn, 'https://fonts.googleapis.com'],
  scriptSrc: ["'self'", "'unsafe-inline'", ...apolloCdn],
  manifestSrc: ["'self'", ...apolloCdn],
  frameSrc: ['https://sandbox.embed.apollographql.com'],
};

// The console's preview of a content record (issue 21 item 5) is this site's own page framed by
// this site's editor: only that page may be framed, and only by the site itself.
const previewDirectives = { ...siteDirectives, frameAncestors: ["'self'"] };
const previewPage = /^\/(?:zhTw|en)\/staff\/preview\//;

const headersWith = (directives: Record<string, string[]>) =>
  helmet({
    // useDefaults off: the policy is exactly the one above. No upgrade-insecure-requests: the
    // gateway also runs on plain http://localhost, where upgrading would break every request.
    contentSecurityPolicy: { useDefaults: false, directives },
  });

/**
 * helmet's security headers with the site's CSP. When the Sandbox is on, only its landing page
 * (a browser GET of /graphql asking for HTML) gets the relaxed policy it needs; the content
 * preview's page may be framed by the site's own pages (helmet's X-Frame-Options is SAMEORIGIN).
 */
export function securityHeaders({ sandbox }: { sandbox: boolean }): RequestHandler {
  const site = headersWith(siteDirectives);
  const preview = headersWith(previewDirectives);
  const landingPage = sandbox ? headersWith(sandboxDirectives) : undefined;
  return (req, res, next) => {
    if (req.method === 'GET' && previewPage.test(req.path)) return preview(req, res, next);
    const isLandingPage = req.method === 'GET' && req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
    return (isLandingPage && landingPage ? landingPage : site)(req, res, next);
  };
}
