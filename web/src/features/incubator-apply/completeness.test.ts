import { describe, expect, it } from 'vitest';
import { completeSteps } from './completeness.ts';
import type { Application } from './programme.ts';

const session = { id: '1', programme: 'INCUBATOR' as const, name: '2026 Youth Impact Incubator', applyStart: '', applyEnd: '2026-12-31T15:59:59Z', isOpen: true, timeZone: 'Asia/Taipei' };
const leader = { name: 'Amy', phone: '0912345678', email: 'amy@example.org', department: 'Director', birthday: '1990-05-01', isLeader: true };
const blank = {
  id: '9',
  status: 'DRAFT',
  version: 1,
  registrationNumber: null,
  submittedAt: null,
  updatedAt: '2026-11-23T00:00:00Z',
  session,
  team: { organizeName: 'Green Roots Association', type: null, country: null, city: null, taxId: null, name: 'Green Roots', refers: [], members: [] },
  proposal: { name: null, property: null, abstract: null, issue: null, pdfFile: null, img: null },
  finalFile: null,
  finalSubmittedAt: null,
} satisfies Application;
const teamDone = {
  ...blank,
  team: { ...blank.team, type: 'NON_PROFIT', city: 'Taichung', refers: [{ source: 'FRIEND', detail: null }], members: [leader] },
} satisfies Application;

describe("the incubator stepper's ticks (the submit rules, step by step)", () => {
  it('ticks nothing on a new application, nor on a draft saved with its contact step half empty', () => {
    expect([...completeSteps(null)]).toEqual([]);
    expect([...completeSteps(blank)]).toEqual([]);
  });

  it('ticks the contact step once the rules find nothing missing on it, whatever the proposal lacks', () => {
    expect([...completeSteps(teamDone)]).toEqual(['contact']);
  });

  it('ticks every step of a submitted application', () => {
    expect([...completeSteps({ ...blank, status: 'SUBMITTED', registrationNumber: 'INC2026-0001' })]).toEqual(['contact', 'proposal', 'confirmation', 'information', 'success']);
  });
});
