// A real redis-server (Debian's package; `.ci/run` installs it) on a free loopback port, with no
// persistence, so the gateway's Redis option is tested against the thing it runs against.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './stack.ts';

export interface RedisServer {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Whether a Redis server answers PING on the port (a raw RESP inline command, no client library). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (answer: boolean) => {
      socket.destroy();
      ok(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts redis-server on `port` (a free one when omitted; pass a stopped server's port to bring
 * it back at the same address) and resolves once it answers PING.
 */
export async function startRedis(port?: number, timeoutMs = 10_000): Promise<RedisServer> {
  const listenOn = port ?? (await freePort());
  let out = '';
  const child = spawn('redis-server', ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const failed = new Promise<never>((_, fail) => {
    child.once('error', (error) => fail(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)));
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code}:\n${out}`)));
  });
  const ready = (async () => {
    const until = Date.now() + timeoutMs;
    while (!(await answersPing(listenOn))) {
      if (Date.now() > until) throw new Error(`redis-server did not answer PING on ${listenOn} within ${timeoutMs} ms:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => undefined);
  return {
    url: `redis://127.0.0.1:${listenOn}`,
    port: listenOn,
    output: () => out,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}
