// A session's deadline reminders in the console (issue 20 item 6): each stage with what it mailed,
// and the mail a stage sends, previewed in either language.
import type { QueryResolvers, StaffLanguage } from '../generated/resolvers-types.ts';
import type { Language } from '../i18n.ts';
import { gatewayError } from '../rest/errors.ts';
import { programmes } from './content-enums.ts';
import { isRecordId } from './ids.ts';

/** A language staff choose for a mail (StaffLanguage) as the backend names it. */
export const staffLanguages = { ZH_TW: 'zhTw', EN: 'en' } as const satisfies Record<StaffLanguage, Language>;

export const staffRemindersQuery: QueryResolvers = {
  staffReminders: async (_parent, { programme, sessionId }, { rest, lang }) => {
    if (!isRecordId(sessionId)) throw gatewayError('NOT_FOUND', lang);
    const report = await rest.staffPeople.reminders(programmes[programme], sessionId);
    return {
      applyEnd: report.applyEnd,
      stages: report.stages.map((stage) => ({
        hoursBefore: stage.stage,
        at: stage.at,
        configured: stage.configured,
        passed: stage.passed,
        sent: stage.sent,
        failed: stage.failed,
        applications: stage.applications.map((delivery) => ({
          applicationId: String(delivery.id),
          teamName: delivery.teamName || null,
          sentAt: delivery.sentAt,
          // `sending`: claimed by a process that stopped before handing the mail over; not known to have gone.
          delivered: delivery.outcome === 'sent',
        })),
      })),
    };
  },

  staffReminderPreview: async (_parent, { programme, sessionId, hoursBefore, language }, { rest, lang }) => {
    if (!isRecordId(sessionId)) throw gatewayError('NOT_FOUND', lang);
    const preview = await rest.staffPeople.reminderPreview(programmes[programme], sessionId, hoursBefore, staffLanguages[language]);
    return { to: preview.to ?? '', subject: preview.subject, html: preview.html, text: preview.text };
  },
};
