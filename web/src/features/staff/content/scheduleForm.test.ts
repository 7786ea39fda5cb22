// The schedule form's rules: empty or future Taipei times, unpublishing after publishing.
import { describe, expect, it } from 'vitest';
import { scheduleErrors, scheduleFormSchema, scheduleTimes, scheduleValues } from './scheduleForm.ts';

const now = Date.parse('2026-03-01T01:00:00Z'); // 09:00 in Taipei
const issues = (values: { publishAt: string; unpublishAt: string }) =>
  (scheduleFormSchema(() => now).safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the schedule form', () => {
  it('takes empty and future times, read as Taipei time', () => {
    expect(issues({ publishAt: '', unpublishAt: '' })).toEqual([]);
    expect(issues({ publishAt: '2026-03-01T09:01', unpublishAt: '2026-03-02T09:00' })).toEqual([]);
    expect(scheduleTimes({ publishAt: '2026-03-01T09:01', unpublishAt: '' })).toEqual({ publishAt: '2026-03-01T01:01:00.000Z', unpublishAt: null });
    expect(scheduleValues({ publishAt: '2026-03-01T01:01:00.000Z', unpublishAt: null })).toEqual({ publishAt: '2026-03-01T09:01', unpublishAt: '' });
  });

  it('refuses a past time and unpublishing before publishing', () => {
    expect(issues({ publishAt: '2026-03-01T09:00', unpublishAt: '' })).toEqual([['publishAt', scheduleErrors.past]]);
    expect(issues({ publishAt: '2026-03-02T09:00', unpublishAt: '2026-03-01T10:00' })).toEqual([['unpublishAt', scheduleErrors.order]]);
  });
});
