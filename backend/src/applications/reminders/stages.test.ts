import { describe, expect, it } from 'vitest';
import { dueStage, stageTimes } from './stages.ts';

const hour = 3_600_000;
const applyEnd = '2026-06-30T16:00:00.000Z';
const end = Date.parse(applyEnd);
const session = { applyEnd, reminderStages: [3, 168, 24] };
const at = (hoursBefore: number) => new Date(end - hoursBefore * hour);

describe('reminder stages', () => {
  it('times each stage before applyEnd, longest lead first', () => {
    expect(stageTimes(session).map(({ stage, at: time }) => [stage, time.toISOString()])).toEqual([
      [168, '2026-06-23T16:00:00.000Z'],
      [24, '2026-06-29T16:00:00.000Z'],
      [3, '2026-06-30T13:00:00.000Z'],
    ]);
  });

  it('has nothing due before the first stage, or once the deadline has passed', () => {
    expect(dueStage(session, at(169))).toBeUndefined();
    expect(dueStage(session, at(0))).toBeUndefined();
    expect(dueStage(session, at(-5))).toBeUndefined();
    expect(dueStage({ applyEnd, reminderStages: [] }, at(1))).toBeUndefined();
  });

  it('is due from its own time up to the next stage', () => {
    expect(dueStage(session, at(168))?.stage).toBe(168);
    expect(dueStage(session, at(25))?.stage).toBe(168);
    expect(dueStage(session, at(24))?.stage).toBe(24);
    expect(dueStage(session, at(3.01))?.stage).toBe(24);
    expect(dueStage(session, at(3))).toEqual({ stage: 3, at: at(3) });
    expect(dueStage(session, at(0.001))?.stage).toBe(3);
  });

  it('after a time with no backend running, is only the latest stage whose time has passed', () => {
    // Down from before the week's stage until after the day's: the day's alone is sent.
    expect(dueStage(session, at(10))?.stage).toBe(24);
  });
});
