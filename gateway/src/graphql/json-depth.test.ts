import { describe, expect, it } from 'vitest';
import { maxJsonDepth, nestsDeeperThan } from './json-depth.ts';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ password: '[[[[[[{{{{\\"[[[[' }), 1)).toBe(false);
  });

  it('scans a 40,000-deep body without a stack', () => {
    const deep = '{"query":"{ __typename }","variables":{"a":' + '['.repeat(40_000) + ']'.repeat(40_000) + '}}';
    expect(nestsDeeperThan(Buffer.from(deep))).toBe(true);
    expect(nestsDeeperThan('['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth))).toBe(false);
  });
});
