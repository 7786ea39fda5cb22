import { describe, expect, it } from 'vitest';
import type { FileUpload } from 'graphql-upload-minimal';
import type { IncubatorApplicationInput, InventionApplicationInput } from '../generated/resolvers-types.ts';
import { toDraftSave, uploadsOf, type DraftForm } from './application-input.ts';
import { incubatorForm } from './incubator-input.ts';
import { inventionForm } from './invention-input.ts';

// Named, so that two uploads are told apart by toEqual (two bare promises are equal to it).
const upload = (name: string) => Object.assign(new Promise<FileUpload>(() => undefined), { name });

/** The GraphQL error a save is refused with before anything goes upstream. */
function refusal<Input>(form: DraftForm<Input, unknown>, input: Input, lang: 'zhTw' | 'en' = 'zhTw') {
  try {
    toDraftSave(form, input, lang);
  } catch (thrown) {
    return thrown as { message: string; extensions: Record<string, unknown> };
  }
  throw new Error('accepted');
}

describe('a competition save in the backend’s terms', () => {
  it('names each new file by its slot, keeps the rest, and leaves cleared fields out', () => {
    const photo = upload('photo');
    const proof = upload('proof');
    const input: InventionApplicationInput = {
      team: {
        name: null,
        photo: { keep: '/files/private/old.jpg', upload: photo },
        referrals: [{ source: 'RECOMMENDER', detail: '林老師' }, { source: 'OTHER', detail: null }],
        members: [{ studentProof: { keep: '/files/private/p0.pdf' } }, { studentProof: { upload: proof } }, { name: 'Amy', studentProof: null }],
      },
      proposal: { group: 'VOCATIONAL', theme: 'LONG_TERM_CARE', sdgGoals: null, plan: {} },
    };
    expect(() => toDraftSave(inventionForm, input, 'en')).toThrow(); // 'other:' needs its detail
    input.team.referrals = [{ source: 'RECOMMENDER', detail: '林老師' }, { source: 'WEBSITE', detail: 'ignored' }];
    const save = toDraftSave(inventionForm, input, 'en');
    expect(save.data).toEqual({
      team: {
        refers: ['recommender:林老師', 'website'],
        members: [{ pdfFile: '/files/private/p0.pdf' }, {}, { name: 'Amy' }],
      },
      proposal: { level: 'vocational', main: 'long_term_care' },
    });
    expect(save.keepList).toEqual(['/files/private/p0.pdf']);
    expect(save.uploads).toEqual([
      { slot: 'previewImg', upload: photo },
      { slot: 'members.1.pdfFile', upload: proof },
    ]);
    expect(uploadsOf(input)).toEqual([
      { slot: 'team.photo', upload: photo },
      { slot: 'team.members.1.studentProof', upload: proof },
    ]);
  });

  it('refuses a kept url that is no url and the same file in two slots', () => {
    const twice = upload('twice');
    const error = (input: InventionApplicationInput) => refusal(inventionForm, input);
    expect(error({ team: { photo: { keep: '' + 'x'.repeat(600) } }, proposal: {} }).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'team.previewImg', message: expect.any(String) }],
    });
    expect(error({ team: { photo: { upload: twice } }, proposal: { plan: { upload: twice } } }).extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('an incubator save in the backend’s terms', () => {
  const member = { name: '陳小華', phone: '0912345678', email: 'lead@example.org', department: '執行長', birthday: '1995-04-01' };
  const input = (overrides: { team?: object; proposal?: object } = {}): IncubatorApplicationInput => ({
    team: {
      organisationName: '社團法人綠色未來協會',
      type: 'NON_PROFIT',
      country: null,
      city: '臺北市',
      taxId: '04595257',
      name: '綠色未來',
      referrals: [{ source: 'MEDIA', detail: '公益新聞網' }, { source: 'FACEBOOK' }],
      members: [member, { name: 'Amy', birthday: null }],
      ...overrides.team,
    },
    proposal: { name: '循環便當盒', group: 'TAIWAN_INCUBATION', abstract: null, issue: 'CIRCULAR_ECONOMY', ...overrides.proposal },
  });

  it('maps the enums to the rules’ values, names the plan and photo parts by slot and keeps a stored file', () => {
    const photo = upload('photo');
    const value = input({ proposal: { plan: { keep: '/files/private/plan.pdf' }, photo: { upload: photo } } });
    const save = toDraftSave(incubatorForm, value, 'en');
    expect(save.data).toEqual({
      team: {
        organizeName: '社團法人綠色未來協會',
        type: 'non_profit',
        city: '臺北市',
        taxId: '04595257',
        name: '綠色未來',
        refers: ['media:公益新聞網', 'facebook'],
        members: [member, { name: 'Amy' }],
      },
      proposal: { name: '循環便當盒', property: 'taiwan_incubation', issue: 'circular-economy', pdfFile: '/files/private/plan.pdf' },
    });
    expect(save.keepList).toEqual(['/files/private/plan.pdf']);
    expect(save.uploads).toEqual([{ slot: 'proposal.img', upload: photo }]);
    expect(uploadsOf(value)).toEqual([{ slot: 'proposal.photo', upload: photo }]);
  });

  it('maps every team type, group and issue', () => {
    const data = (team: object, proposal: object) => toDraftSave(incubatorForm, input({ team, proposal }), 'en').data;
    expect(data({ type: 'INFORMAL' }, { group: 'ASIA_PACIFIC', issue: 'YOUTH_SENIOR' })).toMatchObject({
      team: { type: 'informal' },
      proposal: { property: 'asia_pacific', issue: 'youth-senior' },
    });
    expect(data({ type: 'FOR_PROFIT' }, { group: 'TAIWAN_ACCELERATION', issue: 'LOCAL' })).toMatchObject({
      team: { type: 'for_profit' },
      proposal: { property: 'taiwan_acceleration', issue: 'local' },
    });
  });

  it('refuses a wrong business number, birthday, long name, media without its name and an eleventh member, at their paths', () => {
    const broken = input({
      team: { taxId: '12345678', referrals: [{ source: 'MEDIA' }], members: [member, { ...member, birthday: '1995-02-30' }] },
      proposal: { name: '一二三四五六七八九十一二三' },
    });
    const error = refusal(incubatorForm, broken, 'en');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields).toEqual(
      expect.arrayContaining([
        { path: 'team.taxId', message: 'Please enter a valid unified business number' },
        { path: 'team.refers.0', message: 'This field is required' },
        { path: 'team.members.1.birthday', message: 'Please enter a valid date' },
        { path: 'proposal.name', message: 'Too many characters' },
      ]),
    );
    expect(refusal(incubatorForm, broken).extensions.fields).toContainEqual({ path: 'team.taxId', message: '請輸入有效的統一編號' });
    const eleven = input({ team: { members: Array.from({ length: 11 }, () => member) } });
    expect(refusal(incubatorForm, eleven, 'en').extensions.fields).toEqual([{ path: 'team.members', message: 'Too many entries' }]);
  });

  it('leaves the age rule to submit, which knows the session’s apply end: a draft may hold any birthday', () => {
    const elder = input({ team: { members: [{ ...member, birthday: '1950-01-01' }] } });
    expect(toDraftSave(incubatorForm, elder, 'en').data.team?.members?.[0]?.birthday).toBe('1950-01-01');
  });
});
