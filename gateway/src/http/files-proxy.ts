import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import type { RequestHandler } from 'express';

/** Request headers worth forwarding: content negotiation and conditional/range requests. */
const forwardedRequestHeaders = ['accept', 'range', 'if-none-match', 'if-modified-since', 'if-range'];
/** Response headers passed back; the rest (cookies, server details) stay upstream. */
const passedResponseHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
  'content-disposition',
  'x-content-type-options',
];

/**
 * A file is never one of the site's pages: it gets the backend's policy (a sandbox), not the
 * site-wide CSP helmet set, which lets scripts from this origin run. This one stands in when the
 * backend sends none, so an uploaded SVG or HTML can never run as the site.
 */
const fileSandboxPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A path is safe when no segment decodes to `.`/`..` or smuggles a separator. */
export function isSafeFilePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\\0]/.test(decoded);
  });
}

export interface FilesProxy {
  handler: RequestHandler;
  close(): void;
}

/**
 * Streams `/files/*` (and the reminders' opt-out page, `/api/reminders/off`, app.ts) from the
 * backend: the body is piped through, never buffered, so large files
 * cost no memory. Signed-URL query strings are forwarded as they are. Applicants' files
 * (`/files/private/*`) and the managers' exports (`/files/exports/*`) are never stored by a shared cache,
 * whatever the answer says.
 */
export function createFilesProxy(backendUrl: string, timeoutMs: number): FilesProxy {
  const upstream = new URL(backendUrl);
  const client = upstream.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true });
  const basePath = upstream.pathname.replace(/\/+$/, '');

  const handler: RequestHandler = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
      return;
    }
    const [pathname = ''] = req.originalUrl.split('?');
    if (!isSafeFilePath(pathname)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const name of forwardedRequestHeaders) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = value;
    }

    const upstreamRequest = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        path: basePath + req.originalUrl,
        method: req.method,
        headers,
        agent,
        timeout: timeoutMs,
      },
      (upstreamResponse) => {
        res.status(upstreamResponse.statusCode ?? 502);
        for (const name of passedResponseHeaders) {
          const value = upstreamResponse.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        res.setHeader('content-security-policy', upstreamResponse.headers['content-security-policy'] ?? fileSandboxPolicy);
        if (pathname.startsWith('/files/private/') || pathname.startsWith('/files/exports/')) res.setHeader('cache-control', 'private, no-store');
        // On a client abort pipeline destroys both streams, which frees the upstream socket.
        pipeline(upstreamResponse, res, () => undefined);
      },
    );
    upstreamRequest.on('timeout', () => upstreamRequest.destroy(new Error('upstream file request timed out')));
    upstreamRequest.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.status(502).type('text/plain').send('Bad gateway: the file service is unavailable.');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    upstreamRequest.end();
  };

  return { handler, close: () => agent.destroy() };
}
