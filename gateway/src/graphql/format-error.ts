import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { translate, type Language } from '../i18n.ts';
import { isErrorCode } from '../rest/errors.ts';

/** Apollo's own request errors: about the request itself, safe and useful to show. */
const apolloRequestCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Errors the gateway raised on purpose (a GraphQLError with a known code) and Apollo's request
 * errors pass through; anything else is a bug or an unforeseen failure: it is logged here and the
 * client gets INTERNAL_SERVER_ERROR with a generic message, never its text or stack.
 */
export function createFormatError(language: () => Language) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const code = original instanceof GraphQLError ? original.extensions.code : undefined;
    if (isErrorCode(code) || (typeof code === 'string' && apolloRequestCodes.has(code))) return formatted;

    const where = formatted.path ? ` at ${formatted.path.join('.')}` : '';
    console.error(`GraphQL internal error${where}:`, original instanceof Error ? (original.stack ?? original.message) : original);
    return {
      message: translate(language(), 'internal'),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
