import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { pageEntries, sectionOf } from '../../../web/src/app/pageManifest.ts';
import { robotsTxt, unlistedSectionHeader } from './robots.ts';

describe('robots.txt', () => {
  const text = robotsTxt('https://yip.example.org');

  it('keeps member pages, the application flows and /graphql out, in both languages', () => {
    for (const lang of ['zhTw', 'en']) {
      for (const path of ['user', 'login', 'register', 'invention-apply', 'incubator-apply', 'incubator-final', 'staff']) {
        expect(text).toContain(`\nDisallow: /${lang}/${path}\n`);
      }
    }
    expect(text).toContain('\nDisallow: /graphql\n');
    expect(text).not.toMatch(/Disallow: \/(zhTw|en)\/(news|academy|study|invention|incubator|about)?\n/);
  });

  it('says exactly what it said before the page manifest, and the staff console', () => {
    const member = ['user', 'login', 'register', 'forget-password', 'reset-password', 'invention-apply', 'incubator-apply', 'incubator-final', 'staff'];
    expect(text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        ...['zhTw', 'en'].flatMap((lang) => member.map((path) => `Disallow: /${lang}/${path}`)),
        'Disallow: /reset-password/',
        'Disallow: /google-login',
        'Disallow: /graphql',
        '',
        'Sitemap: https://yip.example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('names the sitemap by its absolute URL', () => {
    expect(text).toContain('\nSitemap: https://yip.example.org/sitemap.xml\n');
  });
});

describe('X-Robots-Tag', () => {
  /** The header the gateway sets on an answer to `path`, if any. */
  function headerFor(path: string): string | undefined {
    const headers: Record<string, string> = {};
    const res = { set: (name: string, value: string) => void (headers[name] = value) } as unknown as Response;
    const next = vi.fn();
    unlistedSectionHeader()({ path } as Request, res, next);
    expect(next).toHaveBeenCalledOnce();
    return headers['X-Robots-Tag'];
  }

  it('says noindex, nofollow on every page of a disallowed section the server does not render, and on no other page', () => {
    for (const [name, entry] of pageEntries) {
      const section = sectionOf(entry);
      const path = entry.path.replace(/:\w+/g, '7');
      const expected = section.disallow && !section.serverRendered ? 'noindex, nofollow' : undefined;
      for (const url of entry.unprefixed ? [`/${path}`] : [`/zhTw/${path}`, `/en/${path}`]) expect(headerFor(url), `${name} ${url}`).toBe(expected);
    }
    // The console's pages, and whatever else is asked under it (an unknown page's 404 too).
    for (const url of ['/en/staff', '/zhTw/staff/login', '/en/staff/incubator/applications/7', '/en/staff/no-such-page']) expect(headerFor(url), url).toBe('noindex, nofollow');
    for (const url of ['/', '/en', '/zhTw/news/now/7', '/en/staffing', '/robots.txt', '/graphql', '/assets/staff-1a2b.js']) expect(headerFor(url), url).toBeUndefined();
  });
});
