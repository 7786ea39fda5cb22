// A real gateway (compiled schema, plugins, context, caches) over a stand-in backend, for unit tests.
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTestUpstream, type UpstreamHandler } from './upstream.ts';

export interface TestGateway {
  /** The gateway's /graphql. */
  url: string;
  stop(): Promise<void>;
}

/** Starts the stand-in backend answering with `handler`, then a gateway over it (no Redis, no request log, no reading of a change feed the stand-in lacks). */
export async function startTestGateway(handler: UpstreamHandler): Promise<TestGateway> {
  const upstream = await startTestUpstream();
  upstream.answer(handler);
  const gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off' }), redisUrl: undefined, contentChangesPollMs: 0 });
  const { port } = await gateway.start();
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    async stop() {
      await gateway.stop();
      await upstream.close();
    },
  };
}
