// Query fields of the member's competition applications (schema.graphql, "applications" block).
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { gatewayError } from '../rest/errors.ts';
import { isRecordId } from './ids.ts';
import { requireMember } from './require-member.ts';

export const applicationQuery: QueryResolvers = {
  myInventionApplications: (_parent, _args, context) => {
    requireMember(context);
    return context.rest.applications.list();
  },

  // The backend answers NOT_FOUND for another member's id too, so ids cannot be probed.
  inventionApplication: (_parent, { id }, context) => {
    requireMember(context);
    if (!isRecordId(id)) throw gatewayError('NOT_FOUND', context.lang);
    return context.rest.applications.get(id);
  },
};
