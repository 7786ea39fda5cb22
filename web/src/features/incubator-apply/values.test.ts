import { incubatorRenamedFields as renamed, renamedPath } from '@yip/rules';
import { describe, expect, it } from 'vitest';
import type { Application } from './programme.ts';
import { incompleteFields } from './completeness.ts';
import { proposalSchema, teamSchema } from './schema.ts';
import { deprecatedInputFields } from '../../app/schemaTesting.ts';
import { emptyProposal, emptyTeam, proposalValues, teamValues, toInput, type TeamValues } from './values.ts';

const stored = (name: string) => ({ url: `/files/private/${name}`, name, size: 10, downloadUrl: `/files/private/${name}?exp=1&sig=x` });

const application = {
  id: '9',
  status: 'DRAFT',
  version: 2,
  registrationNumber: null,
  submittedAt: null,
  updatedAt: '2026-11-23T00:00:00Z',
  session: { id: '1', programme: 'INCUBATOR', name: 'S', applyStart: '', applyEnd: '2026-12-31T15:59:59Z', isOpen: true, timeZone: 'Asia/Taipei' },
  team: {
    organizeName: 'Green Roots Association',
    type: 'NON_PROFIT',
    country: null,
    city: 'Taichung',
    taxId: null,
    name: 'Green Roots',
    refers: [{ source: 'MEDIA', detail: 'Podcast Now' }, { source: 'FRIEND', detail: null }],
    members: [{ name: 'Amy', phone: '0912345678', email: 'amy@example.org', department: 'Director', birthday: '1990-05-01', isLeader: true }],
  },
  proposal: { name: null, property: 'ASIA_PACIFIC', abstract: null, issue: 'CIRCULAR_ECONOMY', pdfFile: stored('plan.pdf'), img: null },
  finalFile: null,
  finalSubmittedAt: null,
} satisfies Application;

const member = { name: 'Amy', phone: '0912345678', email: 'amy@example.org', department: 'Director', birthday: '1990-05-01' };
const completeTeam = (changes: Partial<TeamValues> = {}): TeamValues => ({
  ...emptyTeam(),
  organizeName: 'Green Roots Association',
  type: 'non_profit',
  city: 'Taichung',
  name: 'Green Roots',
  refers: ['friend'],
  members: [member],
  ...changes,
});
const paths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the incubator application as the forms hold it', () => {
  it('starts a new form with one member, the leader', () => {
    expect(emptyTeam().members).toHaveLength(1);
    expect(emptyTeam().referDetails).toHaveProperty('media', '');
  });

  it('splits the media platform off its referral and reads the enums as the rules name them', () => {
    const team = teamValues(application);
    expect(team.refers).toEqual(['media', 'friend']);
    expect(team.referDetails.media).toBe('Podcast Now');
    expect(team.type).toBe('non_profit');
    expect(proposalValues(application)).toMatchObject({ property: 'asia_pacific', issue: 'circular-economy', img: null });
  });

  it('saves enums in capitals, kept files by url, new ones as uploads, empty fields as null', () => {
    const photo = new File(['png'], 'team.png', { type: 'image/png' });
    const input = toInput({ ...teamValues(application), taxId: ' ' }, { ...proposalValues(application), img: photo });
    expect(input.team).toMatchObject({ type: 'NON_PROFIT', taxId: null, organisationName: 'Green Roots Association', referrals: [{ source: 'MEDIA', detail: 'Podcast Now' }, { source: 'FRIEND', detail: null }] });
    expect(input.proposal).toMatchObject({ group: 'ASIA_PACIFIC', issue: 'CIRCULAR_ECONOMY', plan: { keep: '/files/private/plan.pdf' }, photo: { upload: photo } });
  });

  it('gives the save GraphQL’s names alone, and takes a field error’s path back to the form’s field', () => {
    const input = { id: '9', version: 2, ...toInput(teamValues(application), proposalValues(application)) };
    expect(deprecatedInputFields('SaveIncubatorApplicationDraftInput', input)).toEqual([]);
    expect(renamedPath(renamed, 'team.organisationName', 'rules')).toBe('team.organizeName');
    expect(renamedPath(renamed, 'proposal.group', 'rules')).toBe('proposal.property');
    expect(renamedPath(renamed, 'proposal.photo', 'rules')).toBe('proposal.img');
    expect(renamedPath(renamed, 'team.members.0.birthday', 'rules')).toBe('team.members.0.birthday');
  });
});

describe('the step rules', () => {
  it('let a draft miss fields but not break one: a wrong unified business number, a media platform without its name', () => {
    expect(teamSchema('draft').safeParse(emptyTeam()).success).toBe(true);
    expect(paths(teamSchema('draft').safeParse({ ...emptyTeam(), taxId: '12345678', refers: ['media'] }))).toEqual([
      ['taxId', 'validation.taxId'],
      ['referDetails.media', 'validation.required'],
    ]);
    expect(teamSchema('draft').safeParse({ ...emptyTeam(), taxId: '04595257' }).success).toBe(true);
  });

  it('ask the country of an Asia-Pacific team only', () => {
    expect(teamSchema('complete').safeParse(completeTeam()).success).toBe(true);
    expect(paths(teamSchema('complete', { asiaPacific: true }).safeParse(completeTeam()))).toEqual([['country', 'validation.required']]);
    expect(teamSchema('complete', { asiaPacific: true }).safeParse(completeTeam({ country: 'Vietnam' })).success).toBe(true);
  });

  it('take a member’s Taiwan mobile or international number, and say what is accepted otherwise', () => {
    const withPhone = (phone: string) => teamSchema('complete', { asiaPacific: true }).safeParse(completeTeam({ country: 'Vietnam', members: [{ ...member, phone }] }));
    expect(withPhone('+84912345678').success).toBe(true);
    expect(withPhone('0912345678').success).toBe(true);
    expect(paths(withPhone('84912345678'))).toEqual([['members.0.phone', 'validation.mobileOrInternational']]);
  });

  it('take a member on their 41st birthday only after the apply end date in Taipei', () => {
    // The apply end 2026-12-31 23:59:59 Taipei is 15:59:59 UTC on the same day.
    const context = { applyEnd: '2026-12-31T15:59:59Z' };
    const turning41 = (birthday: string) => teamSchema('complete', context).safeParse(completeTeam({ members: [{ ...member, birthday }] }));
    expect(paths(turning41('1985-12-31'))).toEqual([['members.0.birthday', 'validation.ageOver']]);
    expect(paths(turning41('1985-12-30'))).toEqual([['members.0.birthday', 'validation.ageOver']]);
    expect(turning41('1986-01-01').success).toBe(true);
  });

  it("ask for everything on Next: the photo's own message, and no more than 12 characters of a name", () => {
    const result = proposalSchema('complete').safeParse({ ...emptyProposal(), name: '一二三四五六七八九十一二三' });
    expect(paths(result)).toEqual(
      expect.arrayContaining([
        ['name', 'validation.tooLong'],
        ['property', 'validation.required'],
        ['pdfFile', 'validation.fileRequired'],
        ['img', 'validation.imageRequired'],
      ]),
    );
  });

  it('list at the confirmation what submit would refuse, across the parts: an Asia-Pacific team without its country', () => {
    expect(incompleteFields(application).map((p) => p.path)).toEqual(['proposal.name', 'proposal.abstract', 'proposal.img']);
    // The rules across the parts are checked once each field is there.
    const filled = { ...application, proposal: { ...application.proposal, name: 'Roots', abstract: 'Seeds for schools.', img: stored('team.png') } };
    expect(incompleteFields(filled)).toEqual([{ path: 'team.country', message: 'validation.required' }]);
    expect(incompleteFields({ ...filled, team: { ...filled.team, country: 'Vietnam' } })).toEqual([]);
  });
});
