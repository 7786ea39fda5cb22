// While the backend stores an upload it has received whole (a bucket's PUT of the spooled file and
// its commit, which take over a minute when 200 uploads of 10 MB end together), the gateway waiting
// for the answer cannot tell it from a hung backend. So every few seconds of that wait the backend
// sends an interim `102 Processing`: the gateway gives it more time on each (gateway/src/rest/request.ts).
import type { FastifyInstance } from 'fastify';
import { Socket } from 'node:net';

/** Well under the gateway's upstream timeout (10 s by default). */
export const stillStoringEveryMs = 2_000;
/**
 * The bucket's client has no timeout of its own (a download streamed to a slow phone may idle its
 * socket for long): a store that hangs stops being vouched for after this, and the gateway gives up.
 */
const vouchedForMs = 5 * 60_000;

export function registerStillStoring(app: FastifyInstance, everyMs = stillStoringEveryMs, forMs = vouchedForMs): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
    // An injected request (tests) has no connection to send an interim answer on.
    if (!(request.raw.socket instanceof Socket)) return;
    const response = reply.raw;
    let timer: NodeJS.Timeout | undefined;
    request.raw.once('end', () => {
      const until = Date.now() + forMs;
      timer = setInterval(() => {
        // Once the answer's head is out, an interim answer would corrupt it.
        if (response.headersSent || response.writableEnded || Date.now() > until) return clearInterval(timer);
        response.writeProcessing();
      }, everyMs);
    });
    response.once('close', () => clearInterval(timer));
  });
}
