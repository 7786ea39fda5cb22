import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayError } from '../rest/errors.ts';
import { createFormatError } from './format-error.ts';

// What Apollo hands formatError for a resolver error: graphql-js wraps the thrown error.
function fromResolver(thrown: Error): [GraphQLFormattedError, unknown] {
  const located = new GraphQLError(thrown.message, { path: ['articles'], originalError: thrown });
  return [{ ...located.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', ...located.extensions } }, located];
}

describe('formatError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes errors with a known code through', () => {
    const format = createFormatError(() => 'en');
    const [formatted, error] = fromResolver(gatewayError('NOT_FOUND', 'en', 'No such session'));
    expect(format(formatted, error)).toBe(formatted);
  });

  it('passes Apollo request errors through', () => {
    const format = createFormatError(() => 'en');
    const validation = new GraphQLError('Cannot query field "x"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(format(validation.toJSON(), validation).message).toBe('Cannot query field "x"');
  });

  it('hides anything else behind a generic INTERNAL_SERVER_ERROR in the request language, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [formatted, error] = fromResolver(new TypeError("Cannot read properties of undefined (reading 'secret')"));
    const zh = createFormatError(() => 'zhTw')(formatted, error);
    expect(zh).toEqual({ message: '系統發生錯誤，請稍後再試', path: ['articles'], locations: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(createFormatError(() => 'en')(formatted, error).message).toBe('Something went wrong, please try again later');
    expect(String(log.mock.calls[0]?.[1])).toContain('secret');
  });

  it('hides GraphQL errors without a code, such as a non-null violation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new GraphQLError('Cannot return null for non-nullable field Article.cover.');
    const formatted = createFormatError(() => 'en')({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error);
    expect(formatted.message).toBe('Something went wrong, please try again later');
  });
});
