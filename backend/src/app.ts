import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applicationModule } from './applications/index.ts';
import { contentImageRoutes } from './content-images/routes.ts';
import { withoutSignature } from './applications/signed-urls.ts';
import { registerStillStoring } from './applications/still-storing.ts';
import { registerManagerAudit } from './audit/log.ts';
import { auditRoutes } from './audit/routes.ts';
import { memberRoutes } from './auth/member-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { registerAuthentication } from './auth/guard.ts';
import type { Config } from './config.ts';
import { openCoordination, type Counting } from './coordination/index.ts';
import { createDiskCheck } from './db/disk-readiness.ts';
import { registerHealth } from './db/health.ts';
import { openStore } from './db/open.ts';
import type { Store } from './db/store.ts';
import { ApiError, registerErrorHandling } from './errors.ts';
import { registerGatewaySignature } from './gateway-signature.ts';
import { fileRoutes } from './files.ts';
import type { FileStore } from './files/file-store.ts';
import { uploadsTempDir } from './files/local-file-store.ts';
import { openFileStore } from './files/open-file-store.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { subscriberRoutes } from './newsletter/subscribers.ts';
import { openApiRoutes } from './openapi/document.ts';
import { resourceRoutes } from './resources/routes.ts';
import { seed } from './seed/index.ts';
import { settingRoutes } from './settings/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    fileStore: FileStore;
    mailer: Mailer;
  }
}

// Hard limits of every multipart request: a larger file fails with 413, never arrives truncated.
// Applications tighten the file size per slot (applications/uploads.ts).
const uploadLimits = { fileSize: 10 * 1024 * 1024, files: 20, fields: 50, parts: 100 };

export interface BuildOptions {
  /** Where the rate limits count, instead of what REDIS_URL and the engine decide (coordination/index.ts): tests. */
  counting?: Counting;
}

/** The whole backend on an open, migrated and seeded database; `listen` is the caller's. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'body.password', '*.password'],
        censor: '[redacted]',
      },
      serializers: {
        // Fastify's request fields, but a private file's signature (a live secret) never reaches the log.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: withoutSignature(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    // The gateways (TRUSTED_GATEWAYS) forward the visitor's address, signed (gateway-signature.ts); rate limits key on it.
    trustProxy: config.trustedGateways,
  });

  // First of all hooks, so no route or rate limit sees an address or arrival nobody signed (only
  // Fastify's own 'incoming request' log line, written before any hook, still shows what was sent).
  registerGatewaySignature(app, config.gatewaySecret);
  const store = await openStore(config);
  app.addHook('onClose', () => store.close());
  app.decorate('config', config);
  app.decorate('store', store);
  const fileStore = await openFileStore(config).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  app.decorate('fileStore', fileStore);
  app.addHook('onClose', () => fileStore.close());
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  // Queued mails go out before the process ends.
  app.addHook('onClose', () => mailer.close());

  try {
    await seed(store, config, app.log, fileStore);
  } catch (error) {
    await store.close();
    await fileStore.close();
    throw error;
  }

  registerErrorHandling(app);
  registerAuthentication(app);
  registerManagerAudit(app);
  // Counted in Redis or the database when several processes share them, else in memory.
  const rateLimitStore = await openCoordination(app, options.counting);
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    errorResponseBuilder: () => new ApiError(429, 'RATE_LIMITED', 'rateLimited'),
  });
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  registerStillStoring(app);

  // The probe is written in the folder of half-received uploads (made with a bucket too), so a backup never meets it.
  const probePath = join(uploadsTempDir(config.dataDir), '.ready-probe');
  mkdirSync(uploadsTempDir(config.dataDir), { recursive: true });
  registerHealth(app, store, createDiskCheck({ dataDir: config.dataDir, probePath, minFreeBytes: config.readyMinFreeMb * 1024 * 1024 }), fileStore);
  await app.register(authRoutes);
  await app.register(newsletterRoutes);
  await app.register(subscriberRoutes);
  await app.register(memberRoutes);
  await app.register(resourceRoutes);
  await app.register(contentImageRoutes);
  await app.register(applicationModule);
  await app.register(settingRoutes);
  await app.register(auditRoutes);
  await app.register(fileRoutes(fileStore));
  await app.register(openApiRoutes);

  return app;
}
