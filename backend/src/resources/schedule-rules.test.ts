// Scheduled publishing's rules (issue 21 item 8): the times an officer may set, and the change due.
import { describe, expect, it } from 'vitest';
import { dueChange, maxScheduleAheadMs, scheduleProblems } from './schedule-rules.ts';

const now = Date.parse('2026-03-01T02:00:00Z');
const at = (offsetMs: number) => new Date(now + offsetMs);
const minute = 60_000;

describe('the times an officer sets', () => {
  it('takes future times, unpublishing after publishing, and none at all', () => {
    expect(scheduleProblems({ publishAt: at(minute), unpublishAt: at(2 * minute) }, now)).toEqual([]);
    expect(scheduleProblems({ publishAt: null, unpublishAt: at(minute) }, now)).toEqual([]);
    expect(scheduleProblems({ publishAt: null, unpublishAt: null }, now)).toEqual([]);
  });

  it('refuses a time now or past, or more than a year ahead, naming the field', () => {
    expect(scheduleProblems({ publishAt: at(0), unpublishAt: at(-minute) }, now)).toEqual([
      { path: 'publishAt', messageId: 'scheduleInPast' },
      { path: 'unpublishAt', messageId: 'scheduleInPast' },
    ]);
    expect(scheduleProblems({ publishAt: at(maxScheduleAheadMs + 1), unpublishAt: null }, now)).toEqual([{ path: 'publishAt', messageId: 'scheduleTooFar' }]);
  });

  it('refuses unpublishing at or before publishing', () => {
    expect(scheduleProblems({ publishAt: at(2 * minute), unpublishAt: at(2 * minute) }, now)).toEqual([{ path: 'unpublishAt', messageId: 'unpublishBeforePublish' }]);
    expect(scheduleProblems({ publishAt: at(2 * minute), unpublishAt: at(minute) }, now)).toEqual([{ path: 'unpublishAt', messageId: 'unpublishBeforePublish' }]);
  });
});

describe('the change due', () => {
  it('is none before its time, and the earlier of two past ones first', () => {
    expect(dueChange({ publishAt: at(1), unpublishAt: null }, now)).toBeUndefined();
    expect(dueChange({ publishAt: at(0), unpublishAt: at(minute) }, now)).toBe('publish');
    expect(dueChange({ publishAt: at(-2 * minute), unpublishAt: at(-minute) }, now)).toBe('publish');
    expect(dueChange({ publishAt: null, unpublishAt: at(-minute) }, now)).toBe('unpublish');
    expect(dueChange({ publishAt: at(minute), unpublishAt: at(-minute) }, now)).toBe('unpublish');
  });
});
