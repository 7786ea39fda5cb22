// The load balancer of the scaled test profile (stack.ts): a reverse proxy on a free loopback port
// that sends each request to the next of its targets in turn, streaming bodies both ways (multipart
// uploads, file downloads) and appending the client's address to X-Forwarded-For, as a real
// balancer in front of several gateways does. It connects from its own loopback address, so the
// gateways can trust it (TRUST_PROXY) without trusting every local client.
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

export interface RoundRobinProxy {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The address the proxy connects to its targets from. */
export const proxyAddress = '127.0.0.250';

/** Per hop, never forwarded (RFC 9110 §7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

const forwardable = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  // A fresh connection per request: a kept-alive one the target closed while idle would reset a
  // request that the test then sees fail, which no client of a real balancer sees.
  const agent = new Agent({ keepAlive: false });
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const client = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${client}` : client;
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, agent, localAddress: proxyAddress, headers: { ...forwardable(req.headers), 'x-forwarded-for': forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        pipeline(answer, res, () => undefined);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // A client gone mid-request takes the upstream request with it, as it would the gateway's.
    pipeline(req, upstream, () => undefined);
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
