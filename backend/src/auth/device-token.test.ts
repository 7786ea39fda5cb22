import { describe, expect, it } from 'vitest';
import { deviceTokenDays, issueDeviceToken, readDeviceToken } from './device-token.ts';

const key = new TextEncoder().encode('device-token-test-key');
const otherKey = new TextEncoder().encode('another-key');

describe('device tokens', () => {
  it('names the account and a nonce of its own', () => {
    const token = issueDeviceToken(key, 7);
    expect(token).toMatch(/^v1\.7\.\d+\.[\w-]{22}\.[\w-]{43}$/);
    expect(readDeviceToken(key, token, 7)).toEqual({ accountId: 7, nonce: token.split('.')[3] });
    expect(readDeviceToken(key, issueDeviceToken(key, 7), 7)?.nonce).not.toBe(token.split('.')[3]);
  });

  it('is refused for another account, another key, an altered part, old age or a malformed value', () => {
    const now = Date.now();
    const token = issueDeviceToken(key, 7, now);
    expect(readDeviceToken(key, token, 8)).toBeUndefined();
    expect(readDeviceToken(otherKey, token, 7)).toBeUndefined();
    const [version, , issued, nonce, signature] = token.split('.');
    // The account id is signed: changing it breaks the signature even where it would match.
    expect(readDeviceToken(key, [version, 8, issued, nonce, signature].join('.'), 8)).toBeUndefined();
    expect(readDeviceToken(key, [version, 7, issued, `${nonce?.slice(0, -1)}${nonce?.endsWith('A') ? 'B' : 'A'}`, signature].join('.'), 7)).toBeUndefined();
    expect(readDeviceToken(key, token, 7, now + deviceTokenDays * 86_400_000 + 1000)).toBeUndefined();
    for (const bad of [undefined, '', 'v1', `${token}x`, token.replace('v1', 'v2')]) expect(readDeviceToken(key, bad, 7)).toBeUndefined();
  });
});
