import { describe, expect, it } from 'vitest';
import { ruleMessage } from './messages.ts';
import { staffSessionInput } from './staff-sessions.ts';

const valid = {
  name: { zhTw: '第七屆', en: 'Seventh' },
  applyStart: '2026-03-01T00:00:00Z',
  applyEnd: '2026-05-01T00:00:00Z',
  finalUploadEnd: '2026-05-01T00:00:00Z',
};
const issues = (value: object) => staffSessionInput.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('staffSessionInput', () => {
  it('takes applyStart < applyEnd ≤ finalUploadEnd, as text or dates, and the optional settings', () => {
    expect(staffSessionInput.parse(valid).applyEnd).toEqual(new Date('2026-05-01T00:00:00Z'));
    expect(staffSessionInput.safeParse({ ...valid, applyStart: new Date(valid.applyStart), submitGraceSeconds: 600, reminderStages: [] }).success).toBe(true);
  });

  it('names the field of each broken rule', () => {
    expect(issues({ ...valid, applyEnd: valid.applyStart })).toEqual([['applyEnd', ruleMessage.dateOrder]]);
    expect(issues({ ...valid, finalUploadEnd: '2026-04-30T00:00:00Z' })).toEqual([['finalUploadEnd', ruleMessage.dateOrder]]);
    expect(issues({ ...valid, name: { zhTw: ' ', en: 'x' } })).toEqual([['name.zhTw', ruleMessage.required]]);
    expect(issues({ ...valid, submitGraceSeconds: 601 })).toEqual([['submitGraceSeconds', ruleMessage.graceRange]]);
    expect(issues({ ...valid, reminderStages: [24, 24] })).toEqual([['reminderStages', ruleMessage.reminderStages]]);
    expect(issues({ ...valid, reminderStages: [2161] })).toEqual([['reminderStages.0', ruleMessage.reminderStages]]);
    expect(issues({ ...valid, applyStart: 'soon' })?.[0]).toEqual(['applyStart', ruleMessage.date]);
  });
});
