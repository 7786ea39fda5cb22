import type { Request } from 'express';

/**
 * The site's absolute origin for the URLs crawlers are given: PUBLIC_URL when set, else the
 * request's protocol and host (the protocol from X-Forwarded-Proto only behind TRUST_PROXY).
 */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  return (publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
}
