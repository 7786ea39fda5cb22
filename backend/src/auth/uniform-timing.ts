import type { FastifyReply } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Longer than the work of any branch of the calls below (argon2 ≈ 40 ms, a queued mail, a few
 * writes), so the answer time does not tell whether the e-mail has an account.
 */
export const uniformAnswerMs = 250;

/**
 * Holds the answer until `uniformAnswerMs` after the request arrived. For calls whose work differs
 * between known and unknown e-mails (register, resend, forgot, newsletter subscribe); mails queued
 * before this go out while it waits.
 */
export async function answerUniformly(reply: FastifyReply): Promise<void> {
  const wait = uniformAnswerMs - reply.elapsedTime;
  if (wait > 0) await sleep(wait);
}
