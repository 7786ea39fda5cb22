import { describe, expect, it } from 'vitest';
import { isLang, langOfPath, localPath, switchLangPath } from './paths.ts';

describe('switchLangPath', () => {
  it('rewrites the language prefix and keeps the rest of the path, the query and the hash', () => {
    expect(switchLangPath('/zhTw/news/now/3?page=2#top', 'en')).toBe('/en/news/now/3?page=2#top');
    expect(switchLangPath('/en/invention-apply/team-data/new', 'zhTw')).toBe('/zhTw/invention-apply/team-data/new');
  });

  it('keeps the trailing slash of the home page', () => {
    expect(switchLangPath('/zhTw/', 'en')).toBe('/en/');
    expect(switchLangPath('/zhTw', 'en')).toBe('/en/');
    expect(switchLangPath('/en/?q=1', 'zhTw')).toBe('/zhTw/?q=1');
  });

  it('adds a prefix to a path without one', () => {
    expect(switchLangPath('/reset-password/abc', 'en')).toBe('/en/reset-password/abc');
    expect(switchLangPath('/', 'en')).toBe('/en/');
  });

  it('is a no-op for the same language', () => {
    expect(switchLangPath('/en/about#partner', 'en')).toBe('/en/about#partner');
  });
});

describe('localPath', () => {
  it('builds localised links', () => {
    expect(localPath('zhTw')).toBe('/zhTw/');
    expect(localPath('en', 'news', 'now', 7)).toBe('/en/news/now/7');
    expect(localPath('en', '/about/')).toBe('/en/about');
  });
});

describe('language detection', () => {
  it('accepts only zhTw and en', () => {
    expect(isLang('zhTw')).toBe(true);
    expect(isLang('en')).toBe(true);
    expect(isLang('zh')).toBe(false);
    expect(langOfPath('/en/news')).toBe('en');
    expect(langOfPath('/google-login')).toBeNull();
  });
});
