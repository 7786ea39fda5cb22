import { describe, expect, it } from 'vitest';
import { maxJsonDepth, maxQueryDepth, nestsDeeperThan, queryNestsDeeperThan, valueNestsDeeperThan } from './json-depth.ts';

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

describe('valueNestsDeeperThan', () => {
  it('measures parsed JSON as the byte scan measures its text, without a stack', () => {
    expect(valueNestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(valueNestsDeeperThan({ a: [{ b: [1] }] }, 3)).toBe(true);
    expect(valueNestsDeeperThan(JSON.parse('['.repeat(40_000) + ']'.repeat(40_000)))).toBe(true);
    expect(valueNestsDeeperThan('[[[')).toBe(false);
  });
});

describe('queryNestsDeeperThan', () => {
  it('counts selections and list values, not brackets in strings, block strings or comments', () => {
    expect(queryNestsDeeperThan('{ a { b(x: [1]) } }', 3)).toBe(false);
    expect(queryNestsDeeperThan('{ a { b(x: [[1]]) } }', 3)).toBe(true);
    expect(queryNestsDeeperThan('{ a(s: "{{{\\"[[[") # {{{{ "\n b(t: """ {{{ \\""" [[[ """) }', 1)).toBe(false);
  });

  it('scans a 30,000-deep query without a stack', () => {
    expect(queryNestsDeeperThan('{ a '.repeat(30_000) + '}'.repeat(30_000))).toBe(true);
    expect(queryNestsDeeperThan('{'.repeat(maxQueryDepth) + '}'.repeat(maxQueryDepth))).toBe(false);
  });
});
