// The deadline burst's sender. Each member's connection is opened and its request's head written
// out before the burst, all but the head's last byte (so the server has not seen a request yet, and
// the gateway stamps no arrival); at the member's moment one socket write sends that byte and the
// body. With fetch, each submit was a new connection and a body to build, and the bench's event loop
// sent them up to 3 s late at 2,000 in 2 s on the two cores it shares with the tiers: most of the
// burst left after the deadline and the run proved nothing.
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  body: string;
}

export interface Armed {
  /** Sends the rest of the request now; answers the response (or rejects if the connection failed). */
  fire(): Promise<Answer>;
}

/** One POST on its own connection to `url`, its head sent but for the last byte. */
export async function arm(url: string, headers: Record<string, string>, body: string): Promise<Armed> {
  const { hostname, port, pathname } = new URL(url);
  const payload = Buffer.from(body);
  const head = [
    `POST ${pathname} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    'connection: close',
    `content-length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const request = Buffer.concat([Buffer.from(head), payload]);
  const held = Buffer.byteLength(head) - 1;
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect(Number(port), hostname, () => resolve(s));
    s.once('error', reject);
  });
  socket.setNoDelay(true);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Answer>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => {
      const response = Buffer.concat(chunks);
      const split = response.indexOf('\r\n\r\n');
      const headText = response.subarray(0, Math.max(0, split)).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1]);
      if (split < 0 || !status) return reject(new Error('the connection closed without an answer'));
      const rest = response.subarray(split + 4);
      resolve({ status, body: (/\r\ntransfer-encoding: chunked/i.test(headText) ? unchunk(rest) : rest).toString('utf8') });
    });
  });
  socket.write(request.subarray(0, held));
  return {
    fire() {
      socket.write(request.subarray(held));
      return ended;
    },
  };
}

/** A chunked body's bytes (the answer is read whole, so no chunk is cut off). */
function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
