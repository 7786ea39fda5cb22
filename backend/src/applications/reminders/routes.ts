// The reminders' calls: the member's opt-out link (no login; the signed token is the proof), and
// the managers' view of a session's reminders and a preview of the mail.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate, currentAccount } from '../../auth/guard.ts';
import { applications, remindersSent } from '../../db/schema.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { Programme } from '../programme.ts';
import { parseId } from '../routes.ts';
import { sessionById } from '../sessions.ts';
import { turnRemindersOff, type OptOutSigner } from './opt-out.ts';
import { draftsToRemind, firstDraft, reminderMail, type DraftToRemind, type ReminderDeps } from './send.ts';
import { stageTimes } from './stages.ts';

const offQuery = z.object({ token: z.string().max(200).default('') });
export const previewQuery = z.strictObject({ stage: z.coerce.number().int().min(1), lang: z.enum(['zhTw', 'en']).default('zhTw') });

/** The one page the backend itself answers a browser: both languages, since the link carries none. */
function page(title: string, lines: string[]): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#222;max-width:36rem;margin:3rem auto;padding:0 1rem">
${lines.map((line) => `<p>${line}</p>`).join('\n')}
</body></html>`;
}

export function reminderOptOutRoutes(store: ReminderDeps['store'], signer: OptOutSigner) {
  return async (app: FastifyInstance) => {
    app.get('/api/reminders/off', async (request, reply) => {
      const accountId = signer.verify(offQuery.parse(request.query).token);
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', "default-src 'none'");
      if (accountId === undefined) {
        return reply.code(400).send(page('連結無效 / Invalid link', ['此連結無效，提醒設定沒有改變。', 'This link is not valid; your reminder settings are unchanged.']));
      }
      await turnRemindersOff(store, accountId);
      return reply.send(
        page('已停止截止提醒 / Reminders off', ['您將不再收到報名截止前的草稿提醒。', 'You will no longer receive reminders of unsubmitted applications before a deadline.']),
      );
    });
  };
}

/** `{programme}/session/pvt/reminders/{sessionId}` and its `/preview`, for managers. */
export function reminderManagerRoutes(deps: ReminderDeps, programmes: readonly Programme[]) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    app.addHook('preHandler', async (request) => {
      if (currentAccount(request).role !== 'manager') throw forbidden();
    });

    for (const programme of programmes) {
      const base = `/api/${programme.sessionFamily}/pvt/reminders/:sessionId`;
      const sessionOf = async (raw: string) => {
        const session = await sessionById(deps.store.read, programme, parseId(raw));
        if (!session) throw notFound();
        return session;
      };

      app.get<{ Params: { sessionId: string } }>(base, async (request) => {
        const session = await sessionOf(request.params.sessionId);
        const sent = await deps.store.read
          .select({
            stage: remindersSent.stage,
            sentAt: remindersSent.sentAt,
            outcome: remindersSent.outcome,
            id: applications.id,
            registrationNumber: applications.registrationNumber,
            data: applications.data,
          })
          .from(remindersSent)
          .innerJoin(applications, eq(applications.id, remindersSent.applicationId))
          .where(and(eq(applications.programme, programme.name), eq(applications.sessionId, session.id)))
          .orderBy(asc(remindersSent.sentAt), asc(applications.id));
        // Stages a manager removed after they were sent are still listed, with what they sent.
        const stages = [...new Set([...session.reminderStages, ...sent.map((row) => row.stage)])];
        const now = Date.now();
        return {
          sessionId: session.id,
          applyEnd: session.applyEnd,
          stages: stageTimes({ applyEnd: session.applyEnd, reminderStages: stages }).map(({ stage, at }) => {
            const rows = sent.filter((row) => row.stage === stage);
            return {
              stage,
              at: at.toISOString(),
              configured: session.reminderStages.includes(stage),
              passed: at.getTime() <= now,
              sent: rows.filter((row) => row.outcome === 'sent').length,
              failed: rows.filter((row) => row.outcome === 'failed').length,
              applications: rows.map((row) => ({
                id: row.id,
                registrationNumber: row.registrationNumber,
                teamName: programme.teamName(row.data),
                sentAt: row.sentAt.toISOString(),
                outcome: row.outcome,
              })),
            };
          }),
        };
      });

      app.get<{ Params: { sessionId: string } }>(`${base}/preview`, async (request) => {
        const session = await sessionOf(request.params.sessionId);
        const query = previewQuery.safeParse(request.query);
        if (!query.success || !session.reminderStages.includes(query.data.stage)) throw badInput('badInput', 'stage');
        const { stage, lang } = query.data;
        const at = stageTimes(session).find((entry) => entry.stage === stage)?.at as Date;
        // The first draft the stage would mail, else the session's first draft, else an empty sample.
        const draft: DraftToRemind = (await draftsToRemind(deps.store.read, programme, session, { stage, at }))[0] ??
          (await firstDraft(deps.store.read, programme, session)) ?? {
            id: undefined,
            ownerId: currentAccount(request).id,
            data: { team: {}, proposal: {} },
            language: lang,
            to: currentAccount(request).email,
          };
        // The opt-out link is the manager's own: one clicked in a preview must not switch a member's reminders off.
        const mail = reminderMail(deps, programme, session, { ...draft, ownerId: currentAccount(request).id, language: lang });
        return { applicationId: draft.id ?? null, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text };
      });
    }
  };
}
