import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.ts';
import { defaultQueryLimits, queryLimitsRule } from './limits.ts';

// A recursive schema, so that depth can grow without bound.
const recursive = buildSchema(`
  type Node { id: ID!, child: Node, children: [Node!]! }
  type Query { node: Node }
`);

function errorsOf(query: string, schema = recursive, limits = defaultQueryLimits): string[] {
  return validate(schema, parse(query), [...specifiedRules, queryLimitsRule(limits)]).map((error) => error.message);
}

const nested = (levels: number) => `{ node ${'{ child '.repeat(levels - 2)}{ id }${' }'.repeat(levels - 2)} }`;

describe('query limits', () => {
  it('allows 10 levels and refuses 11', () => {
    expect(errorsOf(nested(10))).toEqual([]);
    expect(errorsOf(nested(11))).toEqual(['The operation nests 11 levels deep; at most 10 are allowed.']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const query = `
      query Sneaky { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { child { child { child { child { child { child { id } } } } } } } }
    `;
    expect(errorsOf(query)).toEqual(['Operation "Sneaky" nests 11 levels deep; at most 10 are allowed.']);
  });

  it('refuses alias floods', () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: node { id }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toContain('The operation uses 31 aliases; at most 30 are allowed.');
  });

  it('counts fields with fragments expanded, so fan-out cannot hide cost', () => {
    // 1 + 10 × (1 + 10 × 4) = 411 fields once expanded, from a 3-line document.
    const query = `
      { node { ${'...F '.repeat(10)} } }
      fragment F on Node { children { ${'...G '.repeat(10)} } }
      fragment G on Node { children { id child { id } } }
    `;
    expect(errorsOf(query)).toContain(`The operation asks for more than ${defaultQueryLimits.maxFields} fields (fragments expanded).`);
  });

  it('leaves fragment cycles to graphql without looping', () => {
    const errors = errorsOf('{ node { ...A } } fragment A on Node { child { ...A } }');
    expect(errors).toEqual(['Cannot spread fragment "A" within itself.']);
  });

  it('does not count introspection, which configuration switches as a whole', () => {
    const query = `{ __schema { types { name fields { name type { name ofType { name ofType { name ofType {
      name ofType { name ofType { name ofType { name ofType { name } } } } } } } } } } } }`;
    expect(errorsOf(query, buildSchema(loadTypeDefs()))).toEqual([]);
  });

  it('lets every query of the real schema through at real-screen size', () => {
    const query = `{ homeBanners { id title alt imageDesktop imageMobile link }
      articles(column: NOW) { total items { id title paragraphs tags { id name } } }
      siteSettings { impactFigures { key value unit } socialLinks { network url } } }`;
    expect(errorsOf(query, buildSchema(loadTypeDefs()))).toEqual([]);
  });

  it('keeps more than two rate-limited mutations out of one request, aliases included', () => {
    const schema = buildSchema(loadTypeDefs());
    const subscribe = (n: number) => Array.from({ length: n }, (_, i) => `s${i}: subscribeNewsletter(email: "a${i}@example.org") { ok }`).join(' ');
    expect(errorsOf(`mutation { ${subscribe(2)} }`, schema)).toEqual([]);
    expect(errorsOf(`mutation { ${subscribe(30)} }`, schema)).toEqual(['The operation calls rate-limited mutations 30 times; at most 2 are allowed per request.']);
    expect(errorsOf(`mutation Mixed { login(email: "a", password: "b") { token } ...F } fragment F on Mutation { requestPasswordReset(email: "a") { ok } register: resendRegistrationCode(email: "a") { ok } }`, schema)).toEqual([
      'Operation "Mixed" calls rate-limited mutations 3 times; at most 2 are allowed per request.',
    ]);
  });

  it('names only mutations the schema has', () => {
    const mutations = buildSchema(loadTypeDefs()).getMutationType()?.getFields() ?? {};
    for (const name of defaultQueryLimits.rateLimitedMutations) expect(mutations).toHaveProperty(name);
  });
});
