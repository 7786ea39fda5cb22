import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

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
