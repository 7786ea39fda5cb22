// Scheduled publishing's rules (issue 21 item 8), apart from the store so they are checked alone:
// which families may be scheduled, which times are acceptable, and which change is due.
import { schedulableFamilyNames } from '@yip/rules/constants';
import type { FieldError } from '../errors.ts';
import type { FamilyName } from './families.ts';

/** The families whose records an officer may publish and unpublish at a set time (@yip/rules, which the console's audit words read too). */
export const schedulableFamilies: ReadonlySet<FamilyName> = new Set(schedulableFamilyNames as readonly FamilyName[]);

/** How far ahead a time may be set: a mistyped year is refused rather than kept for decades. */
export const maxScheduleAheadMs = 366 * 24 * 60 * 60 * 1000;

export interface ScheduleTimes {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/** What is wrong with times an officer sets at `now`, by field; empty when they may be kept. */
export function scheduleProblems(times: ScheduleTimes, now: number): FieldError[] {
  const problems: FieldError[] = [];
  for (const field of ['publishAt', 'unpublishAt'] as const) {
    const at = times[field]?.getTime();
    if (at === undefined) continue;
    if (at <= now) problems.push({ path: field, messageId: 'scheduleInPast' });
    else if (at > now + maxScheduleAheadMs) problems.push({ path: field, messageId: 'scheduleTooFar' });
  }
  const { publishAt, unpublishAt } = times;
  if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime() && problems.length === 0) {
    problems.push({ path: 'unpublishAt', messageId: 'unpublishBeforePublish' });
  }
  return problems;
}

export type ScheduledChange = 'publish' | 'unpublish';

/**
 * The change due at `now`, if any: the earlier of the two when both are (a backend that was down
 * past both makes them in their order, one after the other).
 */
export function dueChange(times: ScheduleTimes, now: number): ScheduledChange | undefined {
  const publish = times.publishAt && times.publishAt.getTime() <= now ? times.publishAt.getTime() : undefined;
  const unpublish = times.unpublishAt && times.unpublishAt.getTime() <= now ? times.unpublishAt.getTime() : undefined;
  if (publish !== undefined && (unpublish === undefined || publish <= unpublish)) return 'publish';
  return unpublish === undefined ? undefined : 'unpublish';
}
