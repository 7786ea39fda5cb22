import { newsletterInput } from '@yip/rules';
import express, { type RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { RestClientFactory } from '../rest/client.ts';
import { arrivalOf } from './arrival.ts';

/** What the visitor is told on subscribe-edm (`?subscribed=`), never the e-mail itself. */
export type NewsletterFormResult = 'sent' | 'invalid' | 'limited' | 'failed';

const langs = new Set(['zhTw', 'en']);

/**
 * The newsletter form as a plain HTML form: a rendered page's form posts here when its script has
 * not run yet (or never runs), instead of a GET that would put the e-mail in the URL, the history
 * and the logs. Same call and per-visitor limits as the GraphQL mutation; the visitor lands on
 * subscribe-edm, which says how it went. A form posted from another site is refused (its Origin).
 */
export function newsletterForm(restClients: RestClientFactory): RequestHandler[] {
  return [
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 4 }),
    async (req, res, next) => {
      const lang = String(req.params.lang);
      if (!langs.has(lang)) return next();
      const origin = req.get('origin');
      if (origin && origin !== 'null' && new URL(origin).host !== req.get('host')) {
        res.status(403).type('text/plain').send('Forbidden');
        return;
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const result = await subscribe(restClients, lang as 'zhTw' | 'en', body.email, req.ip, arrivalOf(req));
      res.redirect(303, `/${lang}/subscribe-edm?subscribed=${result}`);
    },
  ];
}

async function subscribe(
  restClients: RestClientFactory,
  lang: 'zhTw' | 'en',
  email: unknown,
  clientIp: string | undefined,
  arrivedAt: number,
): Promise<NewsletterFormResult> {
  const checked = newsletterInput.safeParse({ email: typeof email === 'string' ? email.trim() : '' });
  if (!checked.success) return 'invalid';
  try {
    await restClients.create(lang, undefined, clientIp, arrivedAt).accounts.subscribeNewsletter('default', checked.data.email);
    return 'sent';
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code === 'RATE_LIMITED') return 'limited';
    if (code === 'BAD_USER_INPUT') return 'invalid';
    // The upstream's outages and broken answers were logged where they happened (rest/request.ts).
    if (code !== 'UPSTREAM_UNAVAILABLE' && code !== 'UPSTREAM_INVALID') console.error('newsletter form failed:', error);
    return 'failed';
  }
}
