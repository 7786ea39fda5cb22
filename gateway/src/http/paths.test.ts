import { describe, expect, it } from 'vitest';
import { isSafeFilePath } from './files-proxy.ts';
import { loggablePath } from './request-log.ts';

describe('isSafeFilePath', () => {
  it('accepts ordinary file paths', () => {
    expect(isSafeFilePath('/files/public/home%20banner.png')).toBe(true);
  });

  it('refuses traversal, encoded or not, and smuggled separators', () => {
    for (const path of ['/files/../api/user/info', '/files/%2e%2e/api', '/files/public/%2Fetc', '/files/a%5C..', '/files/%E0%A4%A']) {
      expect(isSafeFilePath(path)).toBe(false);
    }
  });
});

describe('loggablePath', () => {
  it('drops query strings and reset tokens', () => {
    expect(loggablePath('/graphql?query=%7Bme%7D&variables=x')).toBe('/graphql');
    expect(loggablePath('/zhTw/reset-password/eyJhbGc.secret.sig')).toBe('/zhTw/reset-password/[redacted]');
    expect(loggablePath('/files/private/a.pdf?sig=abc')).toBe('/files/private/a.pdf');
  });
});
