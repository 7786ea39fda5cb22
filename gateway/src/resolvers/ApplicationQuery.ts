// Query fields of the member's applications, both programmes (schema.graphql, "applications" and
// "incubator applications" blocks).
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import type { ApplicationRecord } from '../rest/application-records.ts';
import type { ApplicationsApi } from '../rest/applications.ts';
import type { RestClient } from '../rest/client.ts';
import { gatewayError } from '../rest/errors.ts';
import { isRecordId } from './ids.ts';

type ApiOf<A extends ApplicationRecord> = (rest: RestClient) => ApplicationsApi<A, unknown>;

/** The member's applications of one programme. */
const mine =
  <A extends ApplicationRecord>(api: ApiOf<A>) =>
  (_parent: unknown, _args: unknown, context: GatewayContext): Promise<A[]> =>
    api(context.rest).list();

/** One of them; the backend answers NOT_FOUND for another member's id too, so ids cannot be probed. */
const one =
  <A extends ApplicationRecord>(api: ApiOf<A>) =>
  (_parent: unknown, { id }: { id: string }, context: GatewayContext): Promise<A> => {
    if (!isRecordId(id)) throw gatewayError('NOT_FOUND', context.lang);
    return api(context.rest).get(id);
  };

/** The same, null when missing: the schema's rule for a single item (the NOT_FOUND form is deprecated). */
const oneOrNull =
  <A extends ApplicationRecord>(api: ApiOf<A>) =>
  async (parent: unknown, args: { id: string }, context: GatewayContext): Promise<A | null> => {
    try {
      return await one(api)(parent, args, context);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  };

export const applicationQuery: QueryResolvers = {
  myInventionApplications: mine((rest) => rest.inventionApplications),
  myInventionApplication: oneOrNull((rest) => rest.inventionApplications),
  inventionApplication: one((rest) => rest.inventionApplications),
  myIncubatorApplications: mine((rest) => rest.incubatorApplications),
  myIncubatorApplication: oneOrNull((rest) => rest.incubatorApplications),
  incubatorApplication: one((rest) => rest.incubatorApplications),
};
