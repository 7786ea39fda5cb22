import { version } from '../../package.json';

/**
 * How this client names itself to the gateway on every GraphQL request (Apollo's header
 * convention): the gateway records operations by it and, in production, runs only the operations
 * this client's manifest lists (built with the web, `dist/server/persisted-query-manifest.json`).
 */
export const clientIdentityHeaders = {
  'apollographql-client-name': 'web',
  'apollographql-client-version': version,
} as const;
