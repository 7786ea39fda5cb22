// A programme session as staff create or change it (issue 20): the same limits the backend's
// session family holds (backend/src/resources/families.ts), with messages a form can show per field.
import { z } from 'zod';
import { ruleMessage } from './messages.ts';
import { readThrough } from './modes.ts';

/** Submits arriving up to this long after applyEnd are still taken (seconds). */
export const maxSubmitGraceSeconds = 600;
/** Reminder stages, in whole hours before applyEnd: ninety days at most, ten stages at most. */
export const maxReminderStageHours = 90 * 24;
export const maxReminderStages = 10;

const nameText = () => z.string().trim().min(1, { error: ruleMessage.required }).max(100, { error: ruleMessage.tooLong });
const localisedName = () => z.object({ zhTw: nameText(), en: nameText() });
// An instant as the form sends it (ISO text) or as the gateway's DateTime scalar parsed it.
const instant = () => z.coerce.date({ error: ruleMessage.date });

export const staffSessionInput = z
  // Fields read through their builders (readThrough), built on the first parse: every page loads
  // the rules, only the console uses these.
  .object(
    readThrough({
      name: localisedName,
      applyStart: instant,
      applyEnd: instant,
      finalUploadEnd: instant,
      submitGraceSeconds: () =>
        z
          .number({ error: ruleMessage.graceRange })
          .int({ error: ruleMessage.graceRange })
          .min(0, { error: ruleMessage.graceRange })
          .max(maxSubmitGraceSeconds, { error: ruleMessage.graceRange })
          .optional(),
      reminderStages: () =>
        z
          .array(z.number().int({ error: ruleMessage.reminderStages }).min(1, { error: ruleMessage.reminderStages }).max(maxReminderStageHours, { error: ruleMessage.reminderStages }))
          .max(maxReminderStages, { error: ruleMessage.tooMany })
          .refine((stages) => new Set(stages).size === stages.length, { error: ruleMessage.reminderStages })
          .optional(),
    }),
  )
  .refine((session) => session.applyStart < session.applyEnd, { error: ruleMessage.dateOrder, path: ['applyEnd'] })
  .refine((session) => session.applyEnd <= session.finalUploadEnd, { error: ruleMessage.dateOrder, path: ['finalUploadEnd'] });

export type StaffSessionInput = z.input<typeof staffSessionInput>;

/**
 * What an applicant of a session works towards: the apply end, the submit grace after it and, where
 * the programme has a final round (the incubator), the final upload's end. Once a session has
 * applications, changing any of them takes the officer's confirmation and is logged from → to
 * (the backend's applications/session-deadline.ts; the console's session form names each).
 */
export const sessionDeadlineFields = ['applyEnd', 'submitGraceSeconds', 'finalUploadEnd'] as const;
export type SessionDeadlineField = (typeof sessionDeadlineFields)[number];

export interface SessionDeadlineMove {
  field: SessionDeadlineField;
  /** As given: an instant's ISO text, the grace's seconds. */
  from: string | number;
  to: string | number;
}

/** The deadlines `after` changes from `before` (instants compared as instants), in the order above. */
export function sessionDeadlineMoves(
  before: Partial<Record<SessionDeadlineField, unknown>>,
  after: Partial<Record<SessionDeadlineField, unknown>>,
  { finalRound }: { finalRound: boolean },
): SessionDeadlineMove[] {
  const moves: SessionDeadlineMove[] = [];
  for (const field of sessionDeadlineFields) {
    if (field === 'finalUploadEnd' && !finalRound) continue;
    const [from, to] = [before[field], after[field]];
    if (field === 'submitGraceSeconds') {
      if (typeof from === 'number' && typeof to === 'number' && from !== to) moves.push({ field, from, to });
    } else if (typeof from === 'string' && typeof to === 'string' && Date.parse(from) !== Date.parse(to)) {
      moves.push({ field, from, to });
    }
  }
  return moves;
}
