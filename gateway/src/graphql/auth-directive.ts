import {
  buildSchema,
  defaultFieldResolver,
  getDirectiveValues,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Role } from '../auth/token.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { translate } from '../i18n.ts';
import { gatewayError } from '../rest/errors.ts';

/** Who a root field admits: anyone, or only a token of one role. */
export type Access = { public: true } | { role: Role };

/** The schema's `AuthRole` values and the token roles they stand for (DESIGN §4). */
const tokenRole: Record<string, Role> = { MEMBER: 'user', MANAGER: 'manager' };

const rootTypes = ['Query', 'Mutation'] as const;
type RootType = (typeof rootTypes)[number];

/**
 * Every root field's `@public` or `@auth(role:)`, read from the schema. A field with neither (or
 * both) throws: a forgotten mark must stop the gateway at start, never leave a field open.
 */
export function rootFieldAccess(schema: GraphQLSchema): Map<string, Access> {
  const auth = schema.getDirective('auth');
  const open = schema.getDirective('public');
  if (!auth || !open) throw new Error('schema.graphql must declare @auth and @public');
  const access = new Map<string, Access>();
  const unmarked: string[] = [];
  for (const typeName of rootTypes) {
    const type = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      const name = `${typeName}.${field.name}`;
      const node = field.astNode ?? undefined;
      const role = node && getDirectiveValues(auth, node)?.role;
      const isPublic = node !== undefined && getDirectiveValues(open, node) !== undefined;
      if (typeof role === 'string' && !isPublic && tokenRole[role]) access.set(name, { role: tokenRole[role] });
      else if (isPublic && role === undefined) access.set(name, { public: true });
      else unmarked.push(name);
    }
  }
  if (unmarked.length > 0) throw new Error(`root fields need exactly one of @public or @auth(role:): ${unmarked.join(', ')}`);
  return access;
}

/** Refuses a request whose token is not of the field's role, before the field's resolver runs. */
export function checkAccess(access: Access, { claims, lang }: GatewayContext): void {
  if ('public' in access) return;
  if (!claims) throw gatewayError('UNAUTHENTICATED', lang);
  // The same wording as the context's refusal of an unknown role: the web handles both alike.
  if (claims.role !== access.role) throw new GraphQLError(translate(lang, 'roleRefused'), { extensions: { code: 'FORBIDDEN' } });
}

/**
 * The one place roles are enforced: each Query and Mutation resolver wrapped in its field's
 * `checkAccess`, as declared in `typeDefs`. Resolvers stay free of role checks.
 */
export function withAccessChecks(typeDefs: string, resolvers: Resolvers): Resolvers {
  type FieldResolvers = Record<string, GraphQLFieldResolver<unknown, GatewayContext>>;
  const wrapped: Record<RootType, FieldResolvers> = { Query: { ...(resolvers.Query as FieldResolvers) }, Mutation: { ...(resolvers.Mutation as FieldResolvers) } };
  for (const [name, fieldAccess] of rootFieldAccess(buildSchema(typeDefs))) {
    const [typeName, field] = name.split('.') as [RootType, string];
    const resolve = wrapped[typeName][field] ?? defaultFieldResolver;
    wrapped[typeName][field] = (parent: unknown, args: Record<string, unknown>, context: GatewayContext, info: GraphQLResolveInfo) => {
      checkAccess(fieldAccess, context);
      return resolve(parent, args, context, info);
    };
  }
  return { ...resolvers, ...wrapped } as Resolvers;
}
