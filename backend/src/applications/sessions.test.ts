import { describe, expect, it } from 'vitest';
import { registrationYear } from './sessions.ts';

describe('the year of registration numbers', () => {
  // Taipei's 1 January 2027 began at 16:00 UTC on 31 December 2026.
  const januaryEnd = '2027-01-15T15:59:00.000Z';

  it("is the session's name's year, not the apply end's (a '2026' session closing in January 2027)", () => {
    expect(registrationYear({ name: { zhTw: '2026 慈悲科技創新競賽', en: '2026 Compassion Technology Innovation Competition' }, applyEnd: januaryEnd })).toBe(2026);
    expect(registrationYear({ name: { zhTw: '第十屆（2026）', en: 'Tenth session' }, applyEnd: januaryEnd })).toBe(2026);
  });

  it('reads the English name when the Chinese one has no year, and never a year inside a longer number', () => {
    expect(registrationYear({ name: { zhTw: '第十屆', en: 'The 2025 session' }, applyEnd: januaryEnd })).toBe(2025);
    expect(registrationYear({ name: { zhTw: '編號 120260', en: 'No. 20261' }, applyEnd: januaryEnd })).toBe(2027);
  });

  it("falls back to the apply end's year in Taipei when the name has none", () => {
    expect(registrationYear({ name: {}, applyEnd: januaryEnd })).toBe(2027);
    expect(registrationYear({ name: { zhTw: '第十屆' }, applyEnd: '2026-12-31T16:00:00.000Z' })).toBe(2027);
    expect(registrationYear({ name: { zhTw: '第十屆' }, applyEnd: '2026-12-31T15:59:59.000Z' })).toBe(2026);
  });
});
