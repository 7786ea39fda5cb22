// A real gateway over a stand-in backend for the application tests of both programmes: the member
// token is accepted, session 2 of each programme exists, and every other call is recorded (with
// its multipart parts) and answered as the test says.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { graphqlMultipart, parseMultipart, readBody, type GraphQLFile, type Part } from './multipart.ts';
import { memberToken } from './tokens.ts';
import { accountInfo, json, startTestUpstream, type TestUpstream } from './upstream.ts';

/** What the stand-in backend received: the request and, for multipart, its parts. */
export interface Received {
  req: IncomingMessage;
  parts?: Part[];
  aborted?: boolean;
}

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

export type Reply = (req: IncomingMessage, res: ServerResponse, parts?: Part[]) => void;

export const member = `Bearer ${memberToken()}`;

export const session = {
  id: 2,
  position: 0,
  published: true,
  createdAt: '',
  updatedAt: '',
  name: '2026',
  applyStart: '2026-01-01T00:00:00Z',
  applyEnd: '2026-12-31T00:00:00Z',
  finalUploadEnd: '2026-12-31T00:00:00Z',
  active: true,
};

export class ApplicationStack {
  /** The application calls since the last `reset`. */
  received: Received[] = [];
  /** How the backend answers an application call. */
  reply: Reply = (_req, res) => json(res, 500, { message: 'no reply set' });
  /** The stand-in backend hangs up on every application call. */
  upstreamDrops = false;
  /** The gateway's /graphql. */
  url = '';
  #upstream: TestUpstream | undefined;
  #gateway: ReturnType<typeof createGateway> | undefined;

  async start({ upstreamTimeoutMs }: { upstreamTimeoutMs: number }): Promise<void> {
    const upstream = (this.#upstream = await startTestUpstream());
    upstream.answer((req, res) => this.#answer(req, res));
    const env = { BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off', UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs) } as const;
    this.#gateway = createGateway({ ...loadConfig(env), redisUrl: undefined, contentChangesPollMs: 0 });
    const { port } = await this.#gateway.start();
    this.url = `http://127.0.0.1:${port}/graphql`;
  }

  async stop(): Promise<void> {
    await this.#gateway?.stop();
    await this.#upstream?.close();
  }

  /** Forgets the calls so far and answers every application call with `reply`. */
  reset(reply: Reply): void {
    this.received = [];
    this.reply = reply;
  }

  async ask(query: string, variables: object = {}, headers: Record<string, string> = { authorization: member }): Promise<Answer> {
    const res = await fetch(this.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  /** A GraphQL multipart request as apollo-upload-client sends it (with `Apollo-Require-Preflight`). */
  async upload(query: string, variables: object, files: GraphQLFile[], headers: Record<string, string> = {}): Promise<Answer> {
    const { body, contentType } = graphqlMultipart({ query, variables }, files);
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: member, 'apollo-require-preflight': 'true', ...headers },
      body,
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  #answer(req: IncomingMessage, res: ServerResponse): void {
    if (req.url?.startsWith('/api/user/info')) return json(res, 200, accountInfo('user'));
    if (/^\/api\/(invention|incubator)\/session\/pub\/resource\/2$/.test(req.url ?? '')) return json(res, 200, session);
    const entry: Received = { req };
    this.received.push(entry);
    if (this.upstreamDrops) return void req.socket.destroy();
    req.once('aborted', () => (entry.aborted = true));
    if (!req.headers['content-type']?.startsWith('multipart/')) return this.reply(req, res);
    readBody(req).then(
      (body) => {
        entry.parts = parseMultipart(body, req.headers['content-type']);
        this.reply(req, res, entry.parts);
      },
      () => (entry.aborted = true),
    );
  }
}

/** The first error's code. */
export const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions.code;
