import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayError } from '../rest/errors.ts';
import { createFormatError, withoutEchoedInput } from './format-error.ts';

// What Apollo hands formatError for a resolver error: graphql-js wraps the thrown error.
function fromResolver(thrown: Error): [GraphQLFormattedError, unknown] {
  const located = new GraphQLError(thrown.message, { path: ['articles'], originalError: thrown });
  return [{ ...located.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', ...located.extensions } }, located];
}

describe('formatError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes errors with a known code through', () => {
    const format = createFormatError();
    const [formatted, error] = fromResolver(gatewayError('NOT_FOUND', 'en', 'No such session'));
    expect(format(formatted, error)).toBe(formatted);
  });

  it('passes Apollo request errors through', () => {
    const format = createFormatError();
    const validation = new GraphQLError('Cannot query field "x"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(format(validation.toJSON(), validation).message).toBe('Cannot query field "x"');
  });

  it('hides anything else behind a generic INTERNAL_SERVER_ERROR in the default language, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [formatted, error] = fromResolver(new TypeError("Cannot read properties of undefined (reading 'secret')"));
    const zh = createFormatError()(formatted, error);
    expect(zh).toEqual({ message: '系統發生錯誤，請稍後再試', path: ['articles'], locations: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(String(log.mock.calls[0]?.[1])).toContain('secret');
  });

  it('hides GraphQL errors without a code, such as a non-null violation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new GraphQLError('Cannot return null for non-nullable field Article.cover.');
    const formatted = createFormatError()({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error);
    expect(formatted.message).toBe('系統發生錯誤，請稍後再試');
  });

  it('in production, drops echoed input values and suggestions from request errors', () => {
    const format = createFormatError({ production: true });
    const echo = new GraphQLError(
      'Variable "$input" got invalid value { email: "a@b.org", password: "Secret; Field \\"x\\" is not defined by type \\"Y\\"." }; Field "nickname" is not defined by type "RegisterInput".',
      { extensions: { code: 'BAD_USER_INPUT' } },
    );
    expect(format(echo.toJSON(), echo).message).toBe('Variable "$input" got an invalid value; Field "nickname" is not defined by type "RegisterInput".');
    const typo = new GraphQLError('Cannot query field "mee" on type "Query". Did you mean "me"?', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(format(typo.toJSON(), typo).message).toBe('Cannot query field "mee" on type "Query".');
    expect(withoutEchoedInput('Variable "$email" got invalid value 123; String cannot represent a non string value: 123')).toBe(
      'Variable "$email" got an invalid value; it does not match the variable\'s type.',
    );
    expect(withoutEchoedInput('Variable "$input" got invalid value {} at "input.password"; Expected value of type "String!" not to be null.')).toBe(
      'Variable "$input" got an invalid value at "input.password"; Expected value of type "String!" not to be null.',
    );
  });

  it("names a persisted query's hash mismatch as Apollo's router does, without logging a stack", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mismatch = new GraphQLError('provided sha does not match query');
    const formatted = createFormatError()({ message: mismatch.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, mismatch);
    expect(formatted).toEqual({ message: 'provided sha does not match query', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    expect(log).not.toHaveBeenCalled();
  });
});
