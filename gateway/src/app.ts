import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler } from 'express';
import { confirmsManager } from './auth/confirm-token.ts';
import { VerifiedTokens } from './auth/verified-tokens.ts';
import { watchBackendChanges } from './cache/backend-changes.ts';
import { createContentChanges } from './cache/content-changes.ts';
import { collectContentReads, reportToRender } from './cache/content-tags.ts';
import { frontCache } from './cache/front-cache.ts';
import { membersAreNotCached, publicResponseCache, sharedCacheLookups } from './cache/response-cache.ts';
import { createCacheStore } from './cache/store.ts';
import { TaggedCache } from './cache/tagged-cache.ts';
import type { GatewayConfig } from './config.ts';
import { createContextFunction, type GatewayContext } from './context.ts';
import { withAccessChecks } from './graphql/auth-directive.ts';
import { errorsInRequestLanguage } from './graphql/error-language.ts';
import { createFormatError } from './graphql/format-error.ts';
import { jsonBody } from './graphql/json-body.ts';
import { refuseDeepRequest } from './graphql/json-depth.ts';
import { queryLimitsRule } from './graphql/limits.ts';
import { safelistPlugin } from './graphql/safelist.ts';
import { shedQueries } from './graphql/shed-queries.ts';
import { graphqlUploads } from './graphql/uploads.ts';
import { requestIdOf, stampArrival } from './http/arrival.ts';
import { cors } from './http/cors.ts';
import { createFilesProxy } from './http/files-proxy.ts';
import { healthz, readyz } from './http/health.ts';
import { newsletterForm } from './http/newsletter-form.ts';
import { requestLanguage, translate, type MessageId } from './i18n.ts';
import { createMetrics, metricsEndpoint, upstreamObserver } from './http/metrics.ts';
import { operationMetrics } from './http/operation-metrics.ts';
import { createRequestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { robots, unlistedSectionHeader } from './http/robots.ts';
import { sitemap } from './http/sitemap.ts';
import { renderedPages } from './http/ssr/rendered-pages.ts';
import { webClient } from './http/web-client.ts';
import { resolvers } from './resolvers/index.ts';
import { createRestClientFactory } from './rest/client.ts';
import { loadTypeDefs } from './schema.ts';

/** What the client is told about a body the parser refused (body-parser's error types). */
const bodyErrors: Partial<Record<string, MessageId>> = {
  'entity.parse.failed': 'malformedBody',
  'entity.too.deep': 'bodyTooDeep',
  'entity.too.large': 'bodyTooLarge',
  'query.too.deep': 'queryTooDeep',
};

/**
 * Express's last resort: a status and a short sentence, never a stack. A refused GraphQL body
 * (malformed, too deep, too large) is a 400/413 in GraphQL's error shape and the user's language;
 * the request log's line is its only log line.
 */
const errorHandler: ErrorRequestHandler = (error: { status?: number; statusCode?: number; type?: string }, req, res, _next) => {
  const status = error.status ?? error.statusCode ?? 500;
  if (status >= 500) console.error(`request failed (${requestIdOf(req) ?? '-'}):`, error);
  const bodyError = error.type === undefined ? undefined : bodyErrors[error.type];
  if (req.path === '/graphql' && status < 500) {
    const message = bodyError ? translate(requestLanguage(req.headers), bodyError) : (http.STATUS_CODES[status] ?? 'Bad request');
    res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  res.status(status).type('text/plain').send(status >= 500 ? 'Internal server error' : http.STATUS_CODES[status] ?? 'Bad request');
};

/** This gateway's /graphql as the page renderer reaches it: loopback when listening on every interface. */
export function loopbackGraphqlUrl(address: AddressInfo): string {
  const anyHost = address.address === '0.0.0.0' || address.address === '::';
  const host = anyHost ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/graphql`;
}

export function createGateway(config: GatewayConfig) {
  const app = express();
  const httpServer = http.createServer();
  // Listeners run in order: the arrival is stamped before Express touches the request.
  httpServer.on('request', stampArrival);
  httpServer.on('request', app);
  // With a safelist, only its operations and clients are names worth a label.
  const metrics = createMetrics({
    operationNames: config.safelist?.operationNames,
    clientNames: config.safelist?.clientNames,
    processMetrics: config.metricsToken !== undefined,
  });
  const restClients = createRestClientFactory({
    backendUrl: config.backendUrl,
    timeoutMs: config.upstreamTimeoutMs,
    gatewaySecret: config.gatewaySecret,
    observe: upstreamObserver(metrics),
  });
  const filesProxy = createFilesProxy(config.backendUrl, config.upstreamTimeoutMs);
  const cacheStore = createCacheStore(config.redisUrl);
  // Confirmed tokens, remembered for every request of the session (auth/verified-tokens.ts).
  const verifiedTokens = new VerifiedTokens({ shared: cacheStore.cache });
  const front = config.responseCache ? frontCache((hit) => metrics.cacheLookups.inc({ cache: 'front', result: hit ? 'hit' : 'miss' })) : undefined;
  const sitemapPages = sitemap({ restClients, publicUrl: config.publicUrl });
  // A content change drops the answers made of it: in the shared store once, in each instance's own caches.
  const contentChanges = createContentChanges({
    store: cacheStore.cache,
    index: cacheStore.tags,
    redis: cacheStore.redis,
    local: [(tags) => front?.drop(tags), (tags) => sitemapPages.drop(tags)],
  });
  // …and so do the changes it did not make itself, which the backend's change feed tells of.
  const backendChanges =
    config.contentChangesPollMs > 0 ? watchBackendChanges({ backendUrl: config.backendUrl, intervalMs: config.contentChangesPollMs, changes: contentChanges }) : undefined;

  const typeDefs = loadTypeDefs();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    // Each root field's @public / @auth(role:) enforced in one place; an unmarked field stops the start here.
    resolvers: withAccessChecks(typeDefs, resolvers),
    // Persisted queries (APQ, served to GET too) and cached responses share one store.
    cache: cacheStore.cache,
    // Registering a persisted query is open to anyone, so an entry must not live for ever in a
    // shared Redis; a day keeps the site's own few dozen queries registered between deploys, and a
    // client whose hash has expired re-registers it in one extra round trip.
    persistedQueries: { ttl: 24 * 60 * 60 },
    introspection: config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // No "Did you mean …?" in production: it would map the schema for a prober.
    hideSchemaDetailsFromClientErrors: config.production,
    validationRules: [queryLimitsRule()],
    formatError: createFormatError({ production: config.production }),
    plugins: [
      // Stopping waits for in-flight requests before closing the HTTP server.
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
      errorsInRequestLanguage,
      membersAreNotCached,
      ...(config.safelist ? [safelistPlugin(config.safelist)] : []),
      ...(config.responseCache ? [publicResponseCache(new TaggedCache(cacheStore.cache, cacheStore.tags)), sharedCacheLookups((hit) => metrics.cacheLookups.inc({ cache: 'shared', result: hit ? 'hit' : 'miss' }))] : []),
    ],
  });

  app.disable('x-powered-by');
  // The visitor's address (req.ip) from X-Forwarded-For only behind the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  app.use(createRequestLog(config.requestLog));
  app.use(securityHeaders({ sandbox: config.sandbox }));
  app.use(unlistedSectionHeader());
  app.get('/healthz', healthz);
  app.get('/readyz', readyz(config.backendUrl));
  // Only for a scraper that shows METRICS_TOKEN; without one, /metrics is an unknown path.
  if (config.metricsToken) app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));
  app.all('/files/*path', filesProxy.handler);
  // The reminder mails' opt-out link ({PUBLIC_URL}/api/reminders/off?token=…): the backend's own
  // small page, streamed as a file is. Nothing else under /api is reachable through the gateway.
  app.get('/api/reminders/off', filesProxy.handler);
  app.get('/robots.txt', robots(config.publicUrl));
  app.get('/sitemap.xml', sitemapPages);
  app.post('/:lang/subscribe-edm', ...newsletterForm(restClients));

  async function start(): Promise<AddressInfo> {
    await apollo.start();
    app.use(
      '/graphql',
      // First, so that every answer is counted and timed, whoever gives it.
      operationMetrics(metrics),
      // Other origins' pages only when CORS_ORIGINS lists them: no CORS header otherwise.
      ...(config.corsOrigins.length > 0 ? [cors(config.corsOrigins)] : []),
      // Answers vary by language; say so to any HTTP cache in between.
      (_req, res, next) => {
        res.vary('Content-Language');
        next();
      },
      // A multipart request (file uploads) is parsed as a stream; its files reach the resolvers unread.
      graphqlUploads(),
      // Nesting is refused before Apollo parses: deep JSON or a deep query overflowed the stack of later steps.
      jsonBody(confirmsManager(restClients, verifiedTokens)),
      refuseDeepRequest,
      // From here on, what the answer is made of is noted (cache/content-tags.ts): after the body
      // parsers, whose stream callbacks would lose the request's async context.
      collectContentReads,
      reportToRender,
      ...(front ? [front] : []),
      // A slow backend must not pile queries up until the heap runs out; mutations always pass.
      shedQueries(),
      expressMiddleware(apollo, {
        context: createContextFunction({
          restClients,
          verifiedTokens,
          googleSignIn: config.googleSignIn,
          contentChanged: (tags) => contentChanges.changed(tags),
        }),
      }),
    );
    const pages = renderedPages({
      webDist: config.webDist,
      store: cacheStore.cache,
      tags: cacheStore.tags,
      graphqlUrl: () => loopbackGraphqlUrl(httpServer.address() as AddressInfo),
      publicUrl: config.publicUrl,
    });
    app.use(webClient(config.webDist, pages));
    app.use((_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
    app.use(errorHandler);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      // A deadline brings thousands of connections at once: past Node's default accept queue (511)
      // they are refused or reset before the server could stamp them; the kernel caps it at somaxconn.
      httpServer.listen({ port: config.port, host: config.host, backlog: 4096 }, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
    backendChanges?.start();
    return httpServer.address() as AddressInfo;
  }

  /** Drains in-flight requests (Apollo's drain plugin closes the server), then frees upstream sockets. */
  async function stop(): Promise<void> {
    backendChanges?.stop();
    await apollo.stop();
    restClients.close();
    filesProxy.close();
    await contentChanges.close();
    await cacheStore.close();
  }

  return { app, httpServer, apollo, metrics, start, stop };
}

