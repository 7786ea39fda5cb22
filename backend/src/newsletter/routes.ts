import { newsletterInput } from '@yip/rules';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '../auth/input.ts';
import { limiter, rateLimited } from '../auth/rate-limits.ts';
import { answerUniformly } from '../auth/uniform-timing.ts';
import { first } from '../db/first.ts';
import { accounts, newsletterSubscribers } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { newsletterConfirmMail, webLink } from '../mail/templates.ts';
import { forwardToMailchimp } from './mailchimp.ts';

const confirmTtlMs = 7 * 24 * 60 * 60 * 1000;
const listIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
export const confirmInput = z.object({ token: z.string().min(1).max(200) });

/**
 * `POST /api/mailchimp/subscribe/{id}` with double opt-in: a confirmation link is mailed, and only
 * `POST /api/mailchimp/confirm` makes the address a subscriber (and forwards it to Mailchimp when
 * MAILCHIMP_API_KEY is set). The answer is the same whether the address is new, pending or confirmed.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { store, config, mailer } = app;
  const digest = (token: string) => createHmac('sha256', config.jwtSecret).update(`newsletter:${token}`).digest('base64url');

  // Per visitor, per visitor and address, and per address from any visitor (all lists together),
  // so an address cannot be flooded with confirmation mails from many visitors.
  // At most 10 per visitor in 10 minutes (issue 11): a GraphQL request's aliases each arrive here as a call.
  const subscribeLimits = rateLimited(limiter(app, 'newsletter', 'ip', 10, 10), limiter(app, 'newsletter', 'ipEmail', 5, 10), limiter(app, 'newsletter', 'email', 10, 60));

  app.post<{ Params: { id: string } }>('/api/mailchimp/subscribe/:id', { preHandler: subscribeLimits }, async (request, reply) => {
    const listId = request.params.id;
    if (!listIdPattern.test(listId)) throw new ApiError(404, 'NOT_FOUND', 'notFound');
    const email = parseInput(newsletterInput, request.body).email.toLowerCase();
    const existing = await first(
      store.read
        .select()
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.listId, listId), eq(newsletterSubscribers.email, email))),
    );
    if (existing?.status !== 'confirmed') {
      const token = randomBytes(32).toString('base64url');
      const lang = requestLanguage(request);
      const pending = { language: lang, confirmHash: digest(token), confirmExpiresAt: new Date(Date.now() + confirmTtlMs) };
      await store.transaction((tx) =>
        tx
          .insert(newsletterSubscribers)
          .values({ listId, email, ...pending })
          .onConflictDoUpdate({ target: [newsletterSubscribers.listId, newsletterSubscribers.email], set: pending }),
      );
      mailer.send(newsletterConfirmMail(lang, email, webLink(config.publicUrl, lang, `subscribe-edm?confirm=${token}`)));
    }
    // A confirmed address is not mailed again; the answer and its timing stay the same.
    await answerUniformly(reply);
    return { ok: true };
  });

  app.post('/api/mailchimp/confirm', async (request) => {
    const { token } = parseInput(confirmInput, request.body);
    const hash = digest(token);
    // The link's hash stays on the confirmed row, so a second click on it says "confirmed" again
    // rather than "invalid link" (issue 11, item 15); only the first click forwards to Mailchimp.
    const subscriber = await store.transaction(async (tx) => {
      const [confirmed] = await tx
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date().toISOString() })
        .where(
          and(
            eq(newsletterSubscribers.confirmHash, hash),
            eq(newsletterSubscribers.status, 'pending'),
            gt(newsletterSubscribers.confirmExpiresAt, new Date()),
          ),
        )
        .returning();
      // A member with this login e-mail now shows as subscribed in the profile.
      if (confirmed) await tx.update(accounts).set({ subscribed: true }).where(eq(accounts.email, confirmed.email));
      return confirmed;
    });
    if (!subscriber) {
      const confirmed = await first(
        store.read
          .select({ id: newsletterSubscribers.id })
          .from(newsletterSubscribers)
          .where(and(eq(newsletterSubscribers.confirmHash, hash), eq(newsletterSubscribers.status, 'confirmed'))),
      );
      if (confirmed) return { ok: true };
      throw new ApiError(400, 'BAD_USER_INPUT', 'invalidConfirmLink');
    }

    const { apiKey, defaultListId } = config.mailchimp;
    const audience = subscriber.listId === 'default' ? defaultListId : subscriber.listId;
    if (apiKey && audience) {
      forwardToMailchimp(apiKey, audience, subscriber.email).catch((error: unknown) => {
        request.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'Mailchimp forwarding failed');
      });
    }
    return { ok: true };
  });
}
