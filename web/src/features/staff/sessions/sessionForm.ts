// The session form's values and rules. The gateway checks the same rules again (StaffSessionInput).
import { ruleMessage } from '@yip/rules';
import { z } from 'zod';
import type { Programme, StaffSessionInput } from '../../../generated/types.ts';
import { isoToTaipeiInput, taipeiInputToIso } from '../common/time.tsx';
import type { StaffSessionFieldsFragment } from './staffSessions.generated.ts';

export const errors = {
  order: 'staff.session.error.order',
  finalOrder: 'staff.session.error.finalOrder',
  grace: 'staff.session.error.grace',
  stage: 'staff.session.error.stage',
  stagesTooMany: 'staff.session.error.stagesTooMany',
} as const;

const name = z.string().trim().min(1, ruleMessage.required);
const taipeiTime = z.string().refine((value) => taipeiInputToIso(value) !== null, ruleMessage.date);
const wholeIn = (min: number, max: number) => (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/** Times are `datetime-local` values read as Taipei time; numbers are kept as typed until saved. */
export const sessionFormSchema = z
  .object({
    nameZhTw: name,
    nameEn: name,
    applyStart: taipeiTime,
    applyEnd: taipeiTime,
    finalUploadEnd: taipeiTime,
    submitGraceSeconds: z.string().refine(wholeIn(0, 600), errors.grace),
    reminderStages: z.array(z.object({ hours: z.string().refine(wholeIn(1, 2160), errors.stage) })).max(10, errors.stagesTooMany),
  })
  .superRefine((values, context) => {
    const [start, end, final] = [values.applyStart, values.applyEnd, values.finalUploadEnd].map(taipeiInputToIso);
    if (start && end && start >= end) context.addIssue({ code: 'custom', path: ['applyEnd'], message: errors.order });
    if (end && final && final < end) context.addIssue({ code: 'custom', path: ['finalUploadEnd'], message: errors.finalOrder });
  });

export type SessionFormValues = z.input<typeof sessionFormSchema>;

export const emptySession = (): SessionFormValues => ({
  nameZhTw: '',
  nameEn: '',
  applyStart: '',
  applyEnd: '',
  finalUploadEnd: '',
  submitGraceSeconds: '120',
  reminderStages: [{ hours: '168' }, { hours: '24' }, { hours: '3' }],
});

export const sessionValues = (session: StaffSessionFieldsFragment): SessionFormValues => ({
  nameZhTw: session.name.zhTw,
  nameEn: session.name.en,
  applyStart: isoToTaipeiInput(session.applyStart),
  applyEnd: isoToTaipeiInput(session.applyEnd),
  finalUploadEnd: isoToTaipeiInput(session.finalUploadEnd),
  submitGraceSeconds: String(session.submitGraceSeconds),
  reminderStages: session.reminderStages.map((hours) => ({ hours: String(hours) })),
});

/** The validated values as the gateway takes them (times as UTC instants, stages longest first). */
export const toSessionInput = (programme: Programme, values: SessionFormValues): StaffSessionInput => ({
  programme,
  name: { zhTw: values.nameZhTw.trim(), en: values.nameEn.trim() },
  applyStart: taipeiInputToIso(values.applyStart) ?? '',
  applyEnd: taipeiInputToIso(values.applyEnd) ?? '',
  finalUploadEnd: taipeiInputToIso(values.finalUploadEnd) ?? '',
  submitGraceSeconds: Number(values.submitGraceSeconds),
  reminderStages: [...new Set(values.reminderStages.map((stage) => Number(stage.hours)))].sort((a, b) => b - a),
});
