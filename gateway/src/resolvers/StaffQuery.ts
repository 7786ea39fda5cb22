// Query fields of the staff console (schema.graphql, "staff accounts" block).
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export const staffQuery: QueryResolvers = {
  staffViewer: (_parent, _args, { rest }) => rest.staffAccounts.info(),
};
