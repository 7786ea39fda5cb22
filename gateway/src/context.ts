import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { GoogleSignInConfig } from './config.ts';
import { deviceCookie, type DeviceCookie } from './auth/device-cookie.ts';
import { confirmToken } from './auth/confirm-token.ts';
import { bearerToken, checkToken, type TokenClaims } from './auth/token.ts';
import type { VerifiedTokens } from './auth/verified-tokens.ts';
import { requestLanguage, type Language } from './i18n.ts';
import { createLoaders, type Loaders } from './loaders.ts';
import type { RestClient, RestClientFactory } from './rest/client.ts';
import { arrivalOf, requestIdOf } from './http/arrival.ts';
import { gatewayError } from './rest/errors.ts';
import { readContentPreview } from './graphql/content-preview-request.ts';
import { previewedRecord } from './resolvers/content-preview.ts';

/** What every resolver gets: the caller's language and session, and upstream access bound to them. */
export interface GatewayContext {
  lang: Language;
  /** The member's or manager's bearer token, already checked; absent for a visitor. */
  token?: string;
  claims?: TokenClaims;
  rest: RestClient;
  loaders: Loaders;
  /** Google sign-in as configured for the browser; null when not offered. */
  googleSignIn: GoogleSignInConfig | null;
  /** Aborted when the browser goes away before its answer (an upload cancelled mid-way). */
  signal?: AbortSignal;
  /** The memo of confirmed tokens: logout and the end of a member's sessions must reach it at once. */
  verifiedTokens: VerifiedTokens;
  /** This browser's device cookie, for the backend's login lock. */
  device: DeviceCookie;
  /** Drops the public answers made of these content families, in every instance (cache/content-changes.ts). */
  contentChanged(families: readonly string[]): Promise<void>;
}

export interface ContextDependencies {
  restClients: RestClientFactory;
  verifiedTokens: VerifiedTokens;
  googleSignIn?: GoogleSignInConfig | null;
  /** What a content change drops (cache/content-changes.ts); nothing when absent. */
  contentChanged?: (families: readonly string[]) => Promise<void>;
}

/**
 * Builds the Apollo context function. It throws for a refused token, so the whole request fails
 * with 401 or 403 before any resolver runs. An unforeseen failure (a bug, or a token-memo store that throws) is
 * logged and answered INTERNAL_SERVER_ERROR in the caller's language: Apollo formats a failed
 * context without its plugins, so errorsInRequestLanguage could not reword it.
 */
export function createContextFunction(dependencies: ContextDependencies) {
  return async ({ req, res }: { req: IncomingMessage & { ip?: string; secure?: boolean }; res?: ServerResponse }): Promise<GatewayContext> => {
    const lang = requestLanguage(req.headers);
    try {
      return await buildContext(dependencies, lang, req, res);
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      console.error('GraphQL context failed:', error);
      throw gatewayError('INTERNAL_SERVER_ERROR', lang);
    }
  };
}

async function buildContext(
  { restClients, verifiedTokens, googleSignIn = null, contentChanged = async () => undefined }: ContextDependencies,
  lang: Language,
  req: IncomingMessage & { ip?: string; secure?: boolean },
  res: ServerResponse | undefined,
): Promise<GatewayContext> {
  const signal = res && abortedWhenGone(res);
  const token = bearerToken(req.headers.authorization, lang);
  // The visitor's address for the backend's per-visitor limits: Express's `req.ip` is the socket's
  // peer, or the X-Forwarded-For entry left by the proxies TRUST_PROXY names (never a visitor's own).
  const rest = restClients.create(lang, token, req.ip ?? req.socket?.remoteAddress, arrivalOf(req), requestIdOf(req));
  const visitor = { lang, rest, loaders: createLoaders(rest), googleSignIn, signal, verifiedTokens, device: deviceCookie(req, res), contentChanged };
  if (token === undefined) return visitor;

  const claims = checkToken(token, lang);
  await confirmToken(verifiedTokens, rest, token, claims);
  const contentPreview = claims.role === 'manager' ? readContentPreview((req as { body?: unknown }).body, lang) : undefined;
  if (!contentPreview) return { ...visitor, token, claims };
  // A manager's preview of a record on its public page: every public read of its family answers
  // it, loaders' reads included (resolvers/content-preview.ts); never a visitor's or a member's.
  const previewing = rest.withPreview(previewedRecord(rest, lang, contentPreview));
  return { ...visitor, rest: previewing, loaders: createLoaders(previewing), token, claims };
}

/** A response closed before it finished means the browser hung up (or cancelled an upload). */
function abortedWhenGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
