// A tiny local HTTP server standing in for the REST backend in unit tests: each test says how it
// answers, and can see what the gateway sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestUpstream {
  url: string;
  requests: IncomingMessage[];
  answer(handler: UpstreamHandler): void;
  close(): Promise<void>;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startTestUpstream(): Promise<TestUpstream> {
  let handler: UpstreamHandler = (_req, res) => json(res, 500, { message: 'no handler' });
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `GET {role}/info` as the backend answers it (the token check before a signed-in request), whole, as the gateway checks it. */
export function accountInfo(role: 'user' | 'manager', overrides: Record<string, unknown> = {}) {
  const person = role === 'user' ? { id: 2, email: 'm@example.org', firstName: '小明', lastName: '王' } : { id: 1, email: 'staff@example.org', firstName: '管理', lastName: '員' };
  return { ...person, mobile: null, birthday: null, contactEmail: null, subscribed: false, role, hasPassword: true, ...overrides };
}
