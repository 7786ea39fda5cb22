// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { completeSteps } from './completeness.ts';
import type { Application } from './programme.ts';
import { agreeToTerms } from './terms.ts';

const draft = {
  id: '7',
  status: 'DRAFT',
  version: 3,
  registrationNumber: null,
  submittedAt: null,
  updatedAt: '2026-11-23T00:00:00Z',
  session: { id: '1', programme: 'INVENTION', name: '2026 Competition', applyStart: '', applyEnd: '', isOpen: true, timeZone: 'Asia/Taipei' },
  team: {
    name: 'Care Bots',
    previewImg: null,
    school: null,
    refers: [],
    teachers: [],
    members: [{ name: 'Amy', phone: null, email: null, department: null, grade: null, isLeader: true, pdfFile: null }],
  },
  proposal: { name: null, level: null, main: null, subs: [], abstract: null, pdfFile: null },
} satisfies Application;

afterEach(() => sessionStorage.clear());

describe("the competition stepper's ticks", () => {
  it('ticks neither the team nor the proposal while the rules find them incomplete, and the terms once agreed to', () => {
    expect([...completeSteps(draft, 'member-1')]).toEqual([]);
    agreeToTerms('member-1', '7');
    expect([...completeSteps(draft, 'member-1')]).toEqual(['terms', 'attention']);
    // Another member's agreement is not this one's.
    expect([...completeSteps(draft, 'member-2')]).toEqual([]);
  });

  it('ticks every step of a submitted application', () => {
    expect(completeSteps({ ...draft, status: 'SUBMITTED' }, 'member-1').size).toBe(7);
  });
});
