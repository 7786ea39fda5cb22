import { competitionRenamedFields as renamed, renamedPath } from '@yip/rules';
import { describe, expect, it } from 'vitest';
import { proposalSchema, teamSchema } from './schema.ts';
import { deprecatedInputFields } from '../../app/schemaTesting.ts';
import { emptyProposal, emptyTeam, proposalValues, teamValues, toInput } from './values.ts';
import type { Application } from './programme.ts';

const stored = (name: string) => ({ url: `/files/private/${name}`, name, size: 10, downloadUrl: `/files/private/${name}?exp=1&sig=x` });

const application = {
  id: '7',
  status: 'DRAFT',
  version: 3,
  registrationNumber: null,
  submittedAt: null,
  updatedAt: '2026-11-23T00:00:00Z',
  session: { id: '1', programme: 'INVENTION', name: 'S', applyStart: '', applyEnd: '', isOpen: true, timeZone: 'Asia/Taipei' },
  team: {
    name: 'Care Bots',
    previewImg: stored('a.png'),
    school: null,
    refers: [{ source: 'WEBSITE', detail: null }, { source: 'PREVIOUS_TEAM', detail: 'Blue Sky' }],
    teachers: [],
    members: [{ name: 'Amy', phone: null, email: null, department: null, grade: null, isLeader: true, pdfFile: null }],
  },
  proposal: { name: null, level: 'COLLEGE', main: 'LONG_TERM_CARE', subs: [3, 11], abstract: null, pdfFile: stored('plan.pdf') },
} satisfies Application;

describe('the application as the forms hold it', () => {
  it('starts a new form with one advisor and two members', () => {
    expect(emptyTeam().teachers).toHaveLength(1);
    expect(emptyTeam().members).toHaveLength(2);
  });

  it('splits referral details off on load and pads the lists to their minimums', () => {
    const team = teamValues(application);
    expect(team.refers).toEqual(['website', 'previous_team']);
    expect(team.referDetails.previous_team).toBe('Blue Sky');
    expect(team.teachers).toHaveLength(1);
    expect(team.members.map((m) => m.name)).toEqual(['Amy', '']);
    expect(proposalValues(application)).toMatchObject({ level: 'college', main: 'long_term_care', subs: [3, 11] });
  });

  it('saves kept files by url, new files as uploads, empty fields as null, enums in capitals', () => {
    const team = { ...teamValues(application), school: '  ' };
    const plan = new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' });
    const input = toInput(team, { ...proposalValues(application), pdfFile: plan });
    expect(input.team.photo).toEqual({ keep: '/files/private/a.png' });
    expect(input.team.school).toBeNull();
    expect(input.team.referrals).toEqual([{ source: 'WEBSITE', detail: null }, { source: 'PREVIOUS_TEAM', detail: 'Blue Sky' }]);
    expect(input.proposal).toMatchObject({ group: 'COLLEGE', theme: 'LONG_TERM_CARE', sdgGoals: [3, 11], plan: { upload: plan } });
  });

  it('gives the save GraphQL’s names alone, and takes a field error’s path back to the form’s field', () => {
    const input = { id: '7', version: 3, ...toInput(teamValues(application), proposalValues(application)) };
    expect(deprecatedInputFields('SaveInventionApplicationDraftInput', input)).toEqual([]);
    expect(renamedPath(renamed, 'team.members.1.studentProof', 'rules')).toBe('team.members.1.pdfFile');
    expect(renamedPath(renamed, 'team.photo', 'rules')).toBe('team.previewImg');
    expect(renamedPath(renamed, 'team.referrals.1', 'rules')).toBe('team.refers.1');
    expect(renamedPath(renamed, 'proposal.sdgGoals.0', 'rules')).toBe('proposal.subs.0');
    expect(renamedPath(renamed, 'proposal.plan', 'rules')).toBe('proposal.pdfFile');
    expect(renamedPath(renamed, 'team.teachers.0.email', 'rules')).toBe('team.teachers.0.email');
  });
});

describe('the step rules', () => {
  it('let a draft miss fields but not a ticked referral its detail', () => {
    expect(teamSchema('draft').safeParse(emptyTeam()).success).toBe(true);
    const ticked = { ...emptyTeam(), refers: ['previous_team'] };
    expect(teamSchema('draft').safeParse(ticked).error?.issues.map((i) => i.path.join('.'))).toEqual(['referDetails.previous_team']);
  });

  it('ask for everything on Next, files included', () => {
    const paths = proposalSchema('complete').safeParse(emptyProposal()).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'level', 'main', 'subs', 'abstract', 'pdfFile']));
  });

  it('refuse a chosen file of the wrong kind for its slot', () => {
    const photo = new File(['x'], 'photo.pdf', { type: 'application/pdf' });
    const issues = teamSchema('draft').safeParse({ ...emptyTeam(), previewImg: photo }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['previewImg', 'validation.fileType']]);
  });
});
