import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { defaultLanguage, translate } from '../i18n.ts';
import { isErrorCode } from '../rest/errors.ts';

/** Apollo's own request errors: about the request itself, safe and useful to show. */
const apolloRequestCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  // The safelist's refusal (safelist.ts): the client sent an operation it has not listed.
  'PERSISTED_QUERY_NOT_LISTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo Server answers a persisted-query hash that does not match the query with HTTP 400 but no
 * code (it was logged as an internal error). It is answered PERSISTED_QUERY_NOT_FOUND, the code
 * Apollo documents for APQ and the one Apollo Client's persisted-query link acts on: it sends the
 * query again with its own hash.
 */
const apqMismatch = 'provided sha does not match query';

/** The reasons graphql-js gives for a refused variable that name only schema things, never the value. */
const safeReason =
  /; (Field "\w+" is not defined by type "\w+"\.|Field "\w+" of required type "[\w![\]]+" was not provided\.|Expected type "\w+" to be an object\.|Expected value of type "[\w![\]]+" not to be null\.)$/;

/**
 * graphql-js writes the refused value into a variable's coercion error (`Variable "$input" got
 * invalid value { …, password: "…" }; …`), and the value may itself hold "; " or quotes. So the
 * message is rebuilt from what cannot come from the value: the variable, a path of field names and
 * indices, and a reason of a known shape (else a generic one).
 */
export function withoutEchoedInput(message: string): string {
  const variable = /^Variable "(\$\w+)" got invalid value /.exec(message)?.[1];
  if (!variable) return withoutSuggestions(message);
  const reason = safeReason.exec(message)?.[1] ?? 'it does not match the variable\'s type.';
  const before = message.slice(0, message.length - (safeReason.exec(message)?.[0].length ?? 0));
  const path = new RegExp(` at "(${variable.slice(1)}(?:\\.\\w+|\\[\\d+\\])*)"$`).exec(before)?.[1];
  return `Variable "${variable}" got an invalid value${path ? ` at "${path}"` : ''}; ${reason}`;
}

const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean [\s\S]*?\?(?=$|\s)/g, '');

/**
 * Errors the gateway raised on purpose (a GraphQLError with a known code) and Apollo's request
 * errors pass through; anything else is a bug or an
 * unforeseen failure: it is logged here and the client gets INTERNAL_SERVER_ERROR with a generic
 * message, never its text or stack. formatError sees no request, so that message is in the default
 * language; errorsInRequestLanguage rewords it in the request's. In production, request errors lose
 * echoed input values and schema suggestions (OWASP ASVS 5.0 V16.5.1).
 */
export function createFormatError({ production = false }: { production?: boolean } = {}) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // Read from any GraphQLError, also one of another copy of graphql-js: Apollo wraps an error a
    // plugin throws in its own copy's, which under vitest is not the copy the gateway imports.
    const code = original instanceof Error && 'extensions' in original ? (original as GraphQLError).extensions?.code : undefined;
    if (original instanceof GraphQLError && code === undefined && original.message === apqMismatch) {
      return { message: formatted.message, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } };
    }
    if (isErrorCode(code) || (typeof code === 'string' && apolloRequestCodes.has(code))) {
      return production ? { ...formatted, message: withoutEchoedInput(formatted.message) } : formatted;
    }

    const where = formatted.path ? ` at ${formatted.path.join('.')}` : '';
    console.error(`GraphQL internal error${where}:`, original instanceof Error ? (original.stack ?? original.message) : original);
    return {
      message: translate(defaultLanguage, 'internal'),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
