import { describe, expect, it } from 'vitest';
import { CachePolicyRecorder } from './cachePolicy.ts';

describe('CachePolicyRecorder', () => {
  it('keeps the lowest public max-age of the answers', () => {
    const policy = new CachePolicyRecorder();
    policy.record('max-age=300, public');
    policy.record('max-age=60, public');
    expect(policy.maxAge(999)).toBe(60);
  });

  it('makes the page not cacheable when one answer is private, uncached or missing its policy', () => {
    for (const header of ['max-age=60, private', 'no-store', null, 'max-age=60']) {
      const policy = new CachePolicyRecorder();
      policy.record('max-age=300, public');
      policy.record(header);
      expect(policy.maxAge(999), String(header)).toBe(0);
    }
  });

  it("counts only the rest of a cached answer's life (its Age), never below 0", () => {
    const policy = new CachePolicyRecorder();
    policy.record('max-age=300, public');
    policy.record('max-age=30, public', '25');
    expect(policy.maxAge(999)).toBe(5);
    policy.record('max-age=30, public', '31');
    expect(policy.maxAge(999)).toBe(0);
  });

  it('reads the Age header through fetch', async () => {
    const policy = new CachePolicyRecorder();
    await policy.wrap(async () => new Response('{}', { headers: { 'cache-control': 'max-age=60, public', age: '45' } }))('http://gateway/graphql');
    expect(policy.maxAge(0)).toBe(15);
  });

  it('gives the fallback to a page that asked for no data', () => {
    expect(new CachePolicyRecorder().maxAge(300)).toBe(300);
  });

  it('records through fetch, a failed request as not cacheable', async () => {
    const policy = new CachePolicyRecorder();
    const ok = policy.wrap(async () => new Response('{}', { headers: { 'cache-control': 'max-age=120, public' } }));
    await ok('http://gateway/graphql');
    expect(policy.maxAge(0)).toBe(120);
    const failing = policy.wrap(() => Promise.reject(new Error('down')));
    await expect(failing('http://gateway/graphql')).rejects.toThrow('down');
    expect(policy.maxAge(0)).toBe(0);
  });
});
