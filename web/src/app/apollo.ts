import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  ServerError,
  type TypePolicies,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { forgetCaches, persistOnHide, restoreCache } from './cachePersistence.ts';
import { clientIdentityHeaders } from './clientIdentity.ts';
import { createPersistedQueryLink } from './persistedQueries.ts';
import type { Lang } from './paths.ts';
import { isStaffOperation, staffAuth } from './session/staffAuth.ts';
import { clearToken, readMemberToken } from './session/store.ts';
import { restoreServerState } from './ssr/pageData.ts';

// One Apollo client per language: every request says its language in `Content-Language`, and
// the caches never mix the two languages' strings.

/** What the error link reports; the layout turns it into a localised toast (spec §8). */
export interface GraphQLFailure {
  code: string | null;
  /** The server's message, when it sent one. */
  message: string | null;
}

type FailureHandler = (failure: GraphQLFailure) => void;
let failureHandler: FailureHandler | null = null;

/** Installs the handler that shows failures; returns a function that removes it. */
export function onGraphQLFailure(handler: FailureHandler): () => void {
  failureHandler = handler;
  return () => {
    if (failureHandler === handler) failureHandler = null;
  };
}

/** Operations can opt out of the automatic toast with `context: { silentErrors: true }`. */
export interface OperationContextFlags {
  silentErrors?: boolean;
}

export function toFailure(error: unknown): GraphQLFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return { code: typeof code === 'string' ? code : null, message: first?.message?.trim() || null };
  }
  if (ServerError.is(error) && error.statusCode === 401) return { code: 'UNAUTHENTICATED', message: null };
  return { code: null, message: null };
}

export function createErrorLink(): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const failure = toFailure(error);
    const unauthenticated =
      failure.code === 'UNAUTHENTICATED' ||
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
    // A staff call ends the staff session, any other the member's: one never logs the other out.
    if (unauthenticated && isStaffOperation(operation.operationName)) staffAuth()?.ended();
    else if (unauthenticated) clearToken();
    const flags = operation.getContext() as OperationContextFlags;
    if (!flags.silentErrors) failureHandler?.(failure);
  });
}

/**
 * How the cache tells objects apart. Object types without an `id` (schema.graphql) that several queries reach: the cache cannot
 * normalise them, so by default the last query to answer replaces the whole object and the other
 * query, missing its fields, refetches (and so on, back and forth). `merge: true` merges the
 * fields of both answers instead. These are singletons under a root field (or, for ArticlePage,
 * one per set of arguments), so merging never mixes two different objects.
 */
export const typePolicies: TypePolicies = {
  SiteSettings: { merge: true },
  HomeContent: { merge: true },
  AboutPage: { merge: true },
  CeoMessage: { merge: true },
  InventionPage: { merge: true },
  IncubatorPage: { merge: true },
  ArticlePage: { merge: true },
  // Types whose records come from several backend lists, each numbering its own ids
  // (schema.graphql's description; docs/schema-policy.md "Identity"): the cache keys them by the
  // field naming the list and the id, or the competition's FAQ 3 and the incubator's, a workshop
  // and a tour, or two families' records of one id would be one entry.
  EducationEvent: { keyFields: ['kind', 'id'] },
  StudyReport: { keyFields: ['kind', 'id'] },
  ContentRecord: { keyFields: ['family', 'id'] },
  SectionBanner: { keyFields: ['section', 'id'] },
  Faq: { keyFields: ['programme', 'id'] },
  ProgrammeSession: { keyFields: ['programme', 'id'] },
  StaffSession: { keyFields: ['programme', 'id'] },
  StaffApplicationRow: { keyFields: ['programme', 'id'] },
  // The home page's testimonials (a setting) have no id: kept inside their list, not normalised.
  Testimonial: { keyFields: (testimonial) => (testimonial.id == null ? false : ['programme', 'id']) },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * The HTTP link, multipart when the variables hold a File (an application's uploads, graphql
 * multipart request spec). Every request says `Apollo-Require-Preflight`: the gateway's CSRF
 * prevention refuses a multipart request without a header that a plain cross-site form cannot send.
 * And every request names this client and its version (clientIdentity.ts).
 */
export function createTerminatingLink(): ApolloLink {
  return new UploadHttpLink({ uri: '/graphql', headers: { 'Apollo-Require-Preflight': 'true', ...clientIdentityHeaders } });
}

/** Each request's language, and its token: the staff session's for `Staff…` operations, else the member's. */
export function createHeadersLink(lang: Lang): ApolloLink {
  return new SetContextLink((prev, operation) => {
    const token = isStaffOperation(operation.operationName) ? (staffAuth()?.token() ?? null) : readMemberToken();
    return {
      headers: {
        ...(prev.headers as Record<string, string> | undefined),
        'Content-Language': lang,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });
}

function createClient(lang: Lang): ApolloClient {
  const headers = createHeadersLink(lang);
  const cache = createCache();
  restoreCache(cache, lang);
  // A server-rendered page brings its answers; queries whose policy would ask the network again
  // read them from the cache for the first moments (ssrForceFetchDelay) instead.
  const serverRendered = restoreServerState(cache, lang);
  persistOnHide(cache, lang);
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(), createPersistedQueryLink(), headers, createTerminatingLink()]),
    cache,
    ...(serverRendered ? { ssrForceFetchDelay: 1000 } : {}),
  });
}

const clients = new Map<Lang, ApolloClient>();

export function getApolloClient(lang: Lang): ApolloClient {
  let client = clients.get(lang);
  if (!client) {
    client = createClient(lang);
    clients.set(lang, client);
  }
  return client;
}

/** At logout: no member data stays in either language's cache. */
export function clearApolloCaches(): void {
  for (const client of clients.values()) void client.clearStore();
  forgetCaches();
}
