import { describe, expect, it, vi } from 'vitest';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { VerifiedTokens } from './verified-tokens.ts';

describe('VerifiedTokens', () => {
  const far = Date.now() + 3_600_000;

  it('asks the backend once while a confirmation is current', async () => {
    let now = 1_000;
    const tokens = new VerifiedTokens({ ttlMs: 60_000, now: () => now });
    const confirm = vi.fn().mockResolvedValue(undefined);
    await tokens.verify('t', far, confirm);
    now += 59_999;
    await tokens.verify('t', far, confirm);
    expect(confirm).toHaveBeenCalledTimes(1);
    now += 1;
    await tokens.verify('t', far, confirm);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('never trusts a confirmation past the token expiry', async () => {
    let now = 1_000;
    const tokens = new VerifiedTokens({ ttlMs: 60_000, now: () => now });
    const confirm = vi.fn().mockResolvedValue(undefined);
    await tokens.verify('t', 11_000, confirm);
    now = 11_000;
    await tokens.verify('t', 11_000, confirm);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('does not remember refusals', async () => {
    const tokens = new VerifiedTokens();
    const confirm = vi.fn().mockRejectedValueOnce(new Error('forged')).mockResolvedValue(undefined);
    await expect(tokens.verify('t', far, confirm)).rejects.toThrow('forged');
    await tokens.verify('t', far, confirm);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('stays within its size, dropping the oldest entry', async () => {
    const tokens = new VerifiedTokens({ maxEntries: 2 });
    const confirm = vi.fn().mockResolvedValue(undefined);
    for (const token of ['a', 'b', 'c']) await tokens.verify(token, far, confirm);
    await tokens.verify('c', far, confirm);
    await tokens.verify('b', far, confirm);
    expect(confirm).toHaveBeenCalledTimes(3);
    await tokens.verify('a', far, confirm);
    expect(confirm).toHaveBeenCalledTimes(4);
  });
});

describe('VerifiedTokens after a logout', () => {
  const far = Date.now() + 3_600_000;

  it('asks the backend again at once for every token of a member whose sessions ended', async () => {
    const tokens = new VerifiedTokens();
    const confirm = vi.fn().mockResolvedValue(undefined);
    await tokens.verify('a', far, confirm, '7');
    await tokens.verify('b', far, confirm, '7');
    await tokens.verify('c', far, confirm, '8');
    await tokens.revokeMember('7');
    await tokens.verify('a', far, confirm, '7');
    await tokens.verify('b', far, confirm, '7');
    await tokens.verify('c', far, confirm, '8');
    expect(confirm).toHaveBeenCalledTimes(5);
  });

  it('honours a logout made on another instance through the shared cache', async () => {
    const shared = new InMemoryLRUCache<string>();
    let now = 1_000;
    const here = new VerifiedTokens({ shared, now: () => now });
    const there = new VerifiedTokens({ shared, now: () => now });
    const confirm = vi.fn().mockResolvedValue(undefined);
    await here.verify('t', far, confirm, '7');
    await here.verify('u', far, confirm, '7');
    await here.verify('v', far, confirm, '8');
    now += 10;
    await there.revokeMember('7');
    now += 1;
    await here.verify('t', far, confirm, '7');
    await here.verify('u', far, confirm, '7');
    await here.verify('v', far, confirm, '8');
    expect(confirm).toHaveBeenCalledTimes(5);
    // A confirmation made after the end of the sessions (a new login) is trusted again.
    now += 10;
    await here.verify('u', far, confirm, '7');
    expect(confirm).toHaveBeenCalledTimes(5);
  });
});
