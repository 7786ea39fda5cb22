import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { isStaffOperation } from './session/staffAuth.ts';
import { readMemberToken } from './session/store.ts';

// A visitor's queries go as GET with the query's sha256 instead of its text (automatic persisted
// queries), so a CDN and the gateway's caches can keep public answers by URL; the first time the
// gateway does not know a hash it says so and the link sends the query once, by POST. Mutations
// are sent whole by POST as before (nothing to cache, and no round trip lost to an unknown hash). A member's requests (bearer token) keep sending the whole query by POST: their
// answers are private, and a GET could leave them in the browser's HTTP cache after logout.
// Every request still carries `Apollo-Require-Preflight` (createTerminatingLink), which the
// gateway's CSRF prevention asks of a GET.

/** Hex sha256 with the browser's Web Crypto (no library in the bundle). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The persisted-query link for visitors; a pass-through where Web Crypto is missing (a page
 * served over plain HTTP from another host than localhost is not a secure context).
 */
export function createPersistedQueryLink(): ApolloLink {
  const passThrough = new ApolloLink((operation, forward) => forward(operation));
  if (typeof crypto === 'undefined' || !crypto.subtle) return passThrough;
  const persisted = new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
  // A staff query carries the staff token: never a cacheable GET, whatever the member session.
  const visitorQuery = (operation: ApolloLink.Operation) =>
    operation.operationType === OperationTypeNode.QUERY && readMemberToken() === null && !isStaffOperation(operation.operationName);
  return ApolloLink.split(visitorQuery, persisted, passThrough);
}
