import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** A simple cost model: how deep a query nests, how many fields it asks for, how many aliases. */
export interface QueryLimits {
  maxDepth: number;
  /** Fields counted with fragments expanded, so a fragment spread ten times costs ten times. */
  maxFields: number;
  maxAliases: number;
  /** Root mutation fields the backend rate-limits, and how many of them (aliases included) one operation may hold. */
  rateLimitedMutations: ReadonlySet<string>;
  maxRateLimited: number;
}

/**
 * Mutations behind a per-visitor limit at the backend. Each alias is its own upstream call and
 * counts there, but a request should not spend a visitor's whole allowance at once (issue 11).
 */
export const rateLimitedMutations: ReadonlySet<string> = new Set([
  'register',
  'resendRegistrationCode',
  'verifyEmail',
  'login',
  'loginWithEmailCode',
  'loginWithGoogle',
  'linkGoogleAccount',
  'sendGoogleLinkCode',
  'requestPasswordReset',
  'subscribeNewsletter',
]);

// The deepest real screen (news list: articles → items → tags → name) nests 4 levels, and a whole
// page asks for well under 100 fields; these limits leave room for growth while refusing the
// amplification tricks (deep nesting, alias floods, fragment fan-out) before any resolver runs.
export const defaultQueryLimits: QueryLimits = { maxDepth: 10, maxFields: 200, maxAliases: 30, rateLimitedMutations, maxRateLimited: 2 };

interface Measure {
  depth: number;
  fields: number;
  aliases: number;
  rateLimited: number;
}

/**
 * Measures one operation. Introspection (`__schema`, `__type`, `__typename`) is free: it is
 * switched on or off as a whole by configuration, Sandbox's introspection query nests deeper than
 * any screen, and graphql's own MaxIntrospectionDepthRule already bounds its recursion. Counting stops once over the field limit, so fragment fan-out cannot make the
 * measuring itself expensive.
 */
function measureOperation(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>, limits: QueryLimits): Measure {
  const measure: Measure = { depth: 0, fields: 0, aliases: 0, rateLimited: 0 };
  const mutation = operation.operation === 'mutation';
  const walk = (selectionSet: SelectionSetNode, depth: number, spreading: ReadonlySet<string>): void => {
    for (const selection of selectionSet.selections) {
      if (measure.fields > limits.maxFields) return;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        measure.fields += 1;
        if (selection.alias) measure.aliases += 1;
        if (mutation && depth === 1 && limits.rateLimitedMutations.has(selection.name.value)) measure.rateLimited += 1;
        measure.depth = Math.max(measure.depth, depth);
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown fragments and cycles are reported by graphql's own rules.
        if (fragment && !spreading.has(name)) walk(fragment.selectionSet, depth, new Set(spreading).add(name));
      }
    }
  };
  walk(operation.selectionSet, 1, new Set());
  return measure;
}

/** A validation rule refusing operations over the limits, before anything is executed. */
export function queryLimitsRule(limits: QueryLimits = defaultQueryLimits): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const { depth, fields, aliases, rateLimited } = measureOperation(operation, fragments, limits);
        const name = operation.name ? `Operation "${operation.name.value}"` : 'The operation';
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`${name} nests ${depth} levels deep; at most ${limits.maxDepth} are allowed.`, { nodes: operation }),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(`${name} asks for more than ${limits.maxFields} fields (fragments expanded).`, { nodes: operation }),
          );
        }
        if (aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(`${name} uses ${aliases} aliases; at most ${limits.maxAliases} are allowed.`, { nodes: operation }),
          );
        }
        if (rateLimited > limits.maxRateLimited) {
          context.reportError(
            new GraphQLError(`${name} calls rate-limited mutations ${rateLimited} times; at most ${limits.maxRateLimited} are allowed per request.`, {
              nodes: operation,
            }),
          );
        }
        return false;
      },
    };
  };
}
