import {
  competition,
  competitionLevels,
  competitionMainThemes,
  incubator,
  incubatorIssueValues,
  incubatorProperties,
  incubatorTeamTypes,
  referralSources,
} from '@yip/rules';
import { describe, expect, it } from 'vitest';
import { applicationStatuses, type ProgrammeName } from '../db/schema.ts';
import { incubatorProgramme } from './incubator.ts';
import { inventionProgramme } from './invention.ts';
import { fieldLabel, optionLabel, type OptionKind } from './labels.ts';
import type { Programme } from './programme.ts';
import type { ApplySession } from './sessions.ts';

const session: ApplySession = {
  id: 1,
  name: { zhTw: '2026 測試屆', en: '2026 Test session' },
  applyStart: '2026-01-01T00:00:00.000Z',
  applyEnd: '2026-06-30T15:59:59.000Z',
  submitGraceSeconds: 120,
  finalUploadEnd: '2026-09-30T15:59:59.000Z',
  reminderStages: [168, 24, 3],
};

const people = (n: number, person: Record<string, unknown>) => Array.from({ length: n }, () => ({ ...person }));
const wrongPerson = { name: 'x'.repeat(300), title: 'x'.repeat(300), phone: 'x', email: 'not-mail', department: 'x'.repeat(300), grade: 'x'.repeat(300), pdfFile: 'x' };

/** Drafts that between them make the rules name every path they can: missing, wrong, too many, unknown. */
const drafts: Record<ProgrammeName, unknown[]> = {
  invention: [
    {},
    { team: {}, proposal: {} },
    { team: { refers: ['other:', 'bogus'], teachers: people(competition.teachers.max, {}), members: people(competition.members.max, {}) }, proposal: { subs: [99] } },
    { team: { teachers: people(competition.teachers.max, wrongPerson), members: people(competition.members.max, wrongPerson) }, proposal: { level: 'x', main: 'x' } },
    { team: { teachers: people(1, { email: 'a@b.tw', extra: 1 }), members: people(2, { email: 'a@b.tw', extra: 1 }) }, proposal: {} },
  ],
  incubator: [
    {},
    { team: {}, proposal: {} },
    { team: { refers: ['other:'], members: people(incubator.members.max, { ...wrongPerson, title: undefined, grade: undefined, pdfFile: undefined, birthday: '1900-01-01' }) }, proposal: { property: 'asia_pacific' } },
    { team: { type: 'x', members: people(incubator.members.max, { extra: 1 }) }, proposal: { issue: 'x', property: 'x' } },
  ],
};

const programmes: Programme[] = [inventionProgramme, incubatorProgramme];

describe('fieldLabel', () => {
  for (const programme of programmes) {
    it(`names every path the ${programme.name} completeness rules produce, in both languages`, () => {
      const paths = new Set(drafts[programme.name].flatMap((draft) => programme.incompleteFields(draft, session).map((field) => field.path)));
      expect(paths.size).toBeGreaterThan(20);
      for (const path of paths) {
        for (const lang of ['zhTw', 'en'] as const) expect(fieldLabel(programme.name, path, lang), `${path} (${lang})`).toMatch(/\S/);
      }
    });
  }

  it('numbers the people from one and names their field as the form does', () => {
    expect(fieldLabel('invention', 'team.members.0.pdfFile', 'zhTw')).toBe('隊員 1 · 在學證明');
    expect(fieldLabel('invention', 'team.members.0.pdfFile', 'en')).toBe('Member 1 · Student proof');
    expect(fieldLabel('invention', 'team.members.1.phone', 'en')).toBe('Member 2 · Mobile');
    expect(fieldLabel('invention', 'team.teachers.2.phone', 'en')).toBe('Advisor 3 · Phone');
    expect(fieldLabel('incubator', 'team.members.9.birthday', 'en')).toBe('Member 10 · Date of birth');
    expect(fieldLabel('invention', 'proposal.subs.0', 'en')).toBe('Sustainable Development Goals (SDGs)');
  });

  it('has no label for a field the form does not have', () => {
    expect(fieldLabel('invention', 'team.country', 'en')).toBeUndefined();
    expect(fieldLabel('incubator', 'team.members.0.pdfFile', 'en')).toBeUndefined();
    expect(fieldLabel('invention', 'nothing', 'zhTw')).toBeUndefined();
  });
});

describe('optionLabel', () => {
  const options: [OptionKind, readonly string[]][] = [
    ['inventionLevel', competitionLevels],
    ['inventionTheme', [...competitionMainThemes, 'charity', 'medical']],
    ['incubatorType', incubatorTeamTypes],
    ['incubatorProperty', incubatorProperties],
    ['incubatorIssue', incubatorIssueValues],
    ['referral', referralSources],
    ['status', applicationStatuses],
  ];

  it('names every coded value in both languages', () => {
    for (const [kind, values] of options) {
      for (const value of values) {
        for (const lang of ['zhTw', 'en'] as const) expect(optionLabel(kind, value, lang), `${kind} ${value} (${lang})`).toMatch(/\S/);
      }
    }
  });

  it('reads a referral with its detail, and nothing for an unknown value', () => {
    expect(optionLabel('referral', 'previous_team:Blue Sky', 'en')).toBe('A previous team: Blue Sky');
    expect(optionLabel('referral', 'previous_team:藍天', 'zhTw')).toBe('歷屆參賽隊伍：藍天');
    expect(optionLabel('inventionLevel', 'college', 'zhTw')).toMatch(/\S/);
    expect(optionLabel('inventionLevel', 'nursery', 'en')).toBeUndefined();
    expect(optionLabel('status', '__proto__', 'en')).toBeUndefined();
  });
});
