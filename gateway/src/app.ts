import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler } from 'express';
import { VerifiedTokens } from './auth/verified-tokens.ts';
import { frontCache } from './cache/front-cache.ts';
import { membersAreNotCached, publicResponseCache } from './cache/response-cache.ts';
import { createCacheStore } from './cache/store.ts';
import type { GatewayConfig } from './config.ts';
import { createContextFunction, type GatewayContext } from './context.ts';
import { createFormatError } from './graphql/format-error.ts';
import { queryLimitsRule } from './graphql/limits.ts';
import { graphqlUploads } from './graphql/uploads.ts';
import { createFilesProxy } from './http/files-proxy.ts';
import { healthz, readyz } from './http/health.ts';
import { currentLanguage, withRequestLanguage } from './http/request-language.ts';
import { createRequestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webClient } from './http/web-client.ts';
import { resolvers } from './resolvers/index.ts';
import { createRestClientFactory } from './rest/client.ts';
import { loadTypeDefs } from './schema.ts';

/** Express's last resort: a status and a plain sentence, never a stack. */
const errorHandler: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, _req, res, _next) => {
  const status = error.status ?? error.statusCode ?? 500;
  if (status >= 500) console.error('request failed:', error);
  res.status(status).type('text/plain').send(status >= 500 ? 'Internal server error' : http.STATUS_CODES[status] ?? 'Bad request');
};

export function createGateway(config: GatewayConfig) {
  const app = express();
  const httpServer = http.createServer(app);
  const restClients = createRestClientFactory({ backendUrl: config.backendUrl, timeoutMs: config.upstreamTimeoutMs });
  const filesProxy = createFilesProxy(config.backendUrl, config.upstreamTimeoutMs);
  const cacheStore = createCacheStore(config.redisUrl);

  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    // Persisted queries (APQ, served to GET too) and cached responses share one store.
    cache: cacheStore.cache,
    introspection: config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [queryLimitsRule()],
    formatError: createFormatError(currentLanguage),
    plugins: [
      // Stopping waits for in-flight requests before closing the HTTP server.
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
      membersAreNotCached,
      ...(config.responseCache ? [publicResponseCache()] : []),
    ],
  });

  app.disable('x-powered-by');
  app.use(createRequestLog(config.requestLog));
  app.use(securityHeaders({ sandbox: config.sandbox }));
  app.get('/healthz', healthz);
  app.get('/readyz', readyz(config.backendUrl));
  app.all('/files/*path', filesProxy.handler);

  async function start(): Promise<AddressInfo> {
    await apollo.start();
    app.use(
      '/graphql',
      withRequestLanguage,
      // Answers vary by language; say so to any HTTP cache in between.
      (_req, res, next) => {
        res.vary('Content-Language');
        next();
      },
      // A multipart request (file uploads) is parsed as a stream; its files reach the resolvers unread.
      graphqlUploads(),
      express.json({ limit: '100kb' }),
      ...(config.responseCache ? [frontCache()] : []),
      expressMiddleware(apollo, { context: createContextFunction({ restClients, verifiedTokens: new VerifiedTokens(), googleSignIn: config.googleSignIn }) }),
    );
    app.use(webClient(config.webDist));
    app.use((_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
    app.use(errorHandler);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
    return httpServer.address() as AddressInfo;
  }

  /** Drains in-flight requests (Apollo's drain plugin closes the server), then frees upstream sockets. */
  async function stop(): Promise<void> {
    await apollo.stop();
    restClients.close();
    filesProxy.close();
    await cacheStore.close();
  }

  return { app, httpServer, apollo, start, stop };
}

