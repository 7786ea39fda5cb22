// The schedule form's values and rules (issue 21 item 8): two optional Taipei times; the backend
// checks the same rules again at the moment it keeps them (schedule-rules.ts).
import { ruleMessage } from '@yip/rules';
import { z } from 'zod';
import { isoToTaipeiInput, taipeiInputToIso } from '../common/time.tsx';

export const scheduleErrors = {
  past: 'staff.content.schedule.error.past',
  order: 'staff.content.schedule.error.order',
} as const;

export interface ScheduleTimes {
  publishAt: string | null;
  unpublishAt: string | null;
}

/** `now` is read at each check: a time that was ahead when typed may have passed by the save. */
export function scheduleFormSchema(now: () => number = Date.now) {
  const time = z
    .string()
    .refine((value) => value === '' || taipeiInputToIso(value) !== null, ruleMessage.date)
    .refine((value) => {
      const iso = taipeiInputToIso(value);
      return iso === null || Date.parse(iso) > now();
    }, scheduleErrors.past);
  return z.object({ publishAt: time, unpublishAt: time }).superRefine((values, context) => {
    const [publish, unpublish] = [values.publishAt, values.unpublishAt].map(taipeiInputToIso);
    if (publish && unpublish && unpublish <= publish) context.addIssue({ code: 'custom', path: ['unpublishAt'], message: scheduleErrors.order });
  });
}

export type ScheduleFormValues = z.input<ReturnType<typeof scheduleFormSchema>>;

export const scheduleValues = (times: ScheduleTimes | null | undefined): ScheduleFormValues => ({
  publishAt: times?.publishAt ? isoToTaipeiInput(times.publishAt) : '',
  unpublishAt: times?.unpublishAt ? isoToTaipeiInput(times.unpublishAt) : '',
});

/** The times as the gateway takes them: UTC instants, null for an empty field. */
export const scheduleTimes = (values: ScheduleFormValues): ScheduleTimes => ({
  publishAt: taipeiInputToIso(values.publishAt),
  unpublishAt: taipeiInputToIso(values.unpublishAt),
});
