import { describe, expect, it } from 'vitest';
import { imageLargeEnough, incubatorFileRuleOf, incubatorFileRules } from './files.ts';
import { ageOn, incubatorDraftInput, incubatorIncompleteFields, isTaiwanBusinessNumber, taipeiDate } from './incubator.ts';
import { ruleMessage } from './messages.ts';

const file = (name: string) => ({ url: `/files/private/${name}`, name, size: 2048 });
const member = (n: number, birthday = '1995-06-01') => ({
  name: `Member ${n}`,
  phone: '0912345678',
  email: `m${n}@example.org`,
  department: 'Project lead',
  birthday,
});
const complete = () => ({
  team: {
    organizeName: '社團法人台灣青年公益協會',
    type: 'non_profit',
    city: 'Taipei',
    taxId: '04595257',
    name: 'Green Seeds',
    refers: ['media:PanSci'],
    members: [member(1)],
  },
  proposal: {
    name: 'Seed Library',
    property: 'taiwan_incubation',
    abstract: 'A library of local seeds run by young farmers and elders together.',
    issue: 'youth-senior',
    pdfFile: file('plan.pdf'),
    img: file('team.jpg'),
  },
});
const at = (result: { path: string; message: string }[], path: string) => result.filter((i) => i.path === path).map((i) => i.message);
const applyEnd = '2026-12-31T15:59:59.000Z'; // 2026-12-31 23:59:59 in Taipei

describe('incubator application', () => {
  it('passes complete, and a draft may miss anything', () => {
    expect(incubatorIncompleteFields(complete(), { applyEnd })).toEqual([]);
    expect(incubatorDraftInput.safeParse({ team: { members: [{}] }, proposal: {} }).success).toBe(true);
  });

  it('says the photo is missing with its own message, and lists what else is', () => {
    const result = incubatorIncompleteFields({ team: {}, proposal: {} }, { applyEnd });
    expect(at(result, 'proposal.img')).toEqual([ruleMessage.imageRequired]);
    expect(at(result, 'proposal.pdfFile')).toEqual([ruleMessage.fileRequired]);
    expect(at(result, 'team.members')).toEqual([ruleMessage.required]);
  });

  it('takes 1–10 members, each 40 or younger on the apply end date in Taipei', () => {
    const application = complete();
    application.team.members = Array.from({ length: 11 }, (_, i) => member(i + 1));
    expect(at(incubatorIncompleteFields(application, { applyEnd }), 'team.members')).toEqual([ruleMessage.tooMany]);
    application.team.members = [member(1, '1986-12-31'), member(2, '1986-01-01')];
    // A 40th birthday on the deadline, and one earlier that year: both are 40.
    expect(incubatorIncompleteFields(application, { applyEnd })).toEqual([]);
  });

  describe('around the 41st birthday, on the date of the apply end in Taipei', () => {
    // 20:00 UTC on 31 December is 04:00 on 1 January in Taipei: the UTC date would be a day early.
    const lateEnd = '2026-12-31T20:00:00.000Z';
    const birthdayErrors = (birthday: string, end: string) => {
      const application = complete();
      application.team.members = [member(1), member(2, birthday)];
      return at(incubatorIncompleteFields(application, { applyEnd: end }), 'team.members.1.birthday');
    };

    it.each([
      ['the day before the 41st birthday', '1986-01-02', []],
      ['on the 41st birthday', '1986-01-01', [ruleMessage.ageOver]],
      ['the day after the 41st birthday', '1985-12-31', [ruleMessage.ageOver]],
    ])('the apply end falls %s (born %s)', (_when, birthday, expected) => {
      expect(birthdayErrors(birthday, lateEnd)).toEqual(expected);
    });

    it('turns at midnight in Taipei (16:00 UTC), not at midnight UTC', () => {
      expect(birthdayErrors('1986-01-01', '2026-12-31T15:59:59.000Z')).toEqual([]);
      expect(birthdayErrors('1986-01-01', '2026-12-31T16:00:00.000Z')).toEqual([ruleMessage.ageOver]);
    });
  });

  it('counts the age on the Taipei date of the deadline, not the UTC one', () => {
    expect(taipeiDate('2026-12-31T16:30:00.000Z')).toBe('2027-01-01');
    expect(ageOn('1986-01-01', '2026-12-31')).toBe(40);
    expect(ageOn('1986-01-01', '2027-01-01')).toBe(41);
  });

  it('takes an Asia-Pacific member’s own number in E.164 form, and says what is accepted otherwise', () => {
    const application = complete();
    application.proposal.property = 'asia_pacific';
    (application.team as { country?: string }).country = 'Malaysia';
    application.team.members = [{ ...member(1), phone: '+60123456789' }, { ...member(2), phone: '0912345678' }];
    expect(incubatorIncompleteFields(application, { applyEnd })).toEqual([]);
    application.team.members = [{ ...member(1), phone: '0123456789' }];
    expect(at(incubatorIncompleteFields(application, { applyEnd }), 'team.members.0.phone')).toEqual([ruleMessage.mobileOrInternational]);
    expect(incubatorDraftInput.safeParse({ team: { members: [{ phone: '+60123456789' }] }, proposal: {} }).success).toBe(true);
  });

  it('needs a country for the Asia-Pacific group only', () => {
    const application = complete();
    application.proposal.property = 'asia_pacific';
    expect(at(incubatorIncompleteFields(application, { applyEnd }), 'team.country')).toEqual([ruleMessage.required]);
    (application.team as { country?: string }).country = 'Malaysia';
    expect(incubatorIncompleteFields(application, { applyEnd })).toEqual([]);
  });

  it('takes no tax id, or a valid unified business number', () => {
    expect(isTaiwanBusinessNumber('04595257')).toBe(true);
    // The 7th digit 7 (product 28, digits 2 + 8 = 10) may count as 1 or 0: 10458574 sums to 29,
    // refused by the ordinary rule, taken by sum + 1 = 30. Its neighbours are refused both ways.
    expect(isTaiwanBusinessNumber('10458574')).toBe(true);
    expect(isTaiwanBusinessNumber('10458573')).toBe(false);
    expect(isTaiwanBusinessNumber('10458576')).toBe(false);
    expect(isTaiwanBusinessNumber('10458570')).toBe(true); // 7th digit 7, sum 25: the ordinary rule
    expect(isTaiwanBusinessNumber('04595258')).toBe(false);
    expect(isTaiwanBusinessNumber('1234567')).toBe(false);
    const application = complete();
    application.team.taxId = '';
    expect(incubatorIncompleteFields(application, { applyEnd })).toEqual([]);
    application.team.taxId = '12345678';
    expect(at(incubatorIncompleteFields(application, { applyEnd }), 'team.taxId')).toEqual([ruleMessage.taxId]);
  });

  it('limits the project name to 12 characters and the abstract to 500', () => {
    const application = complete();
    application.proposal.name = '種'.repeat(13);
    application.proposal.abstract = '🌱'.repeat(501);
    const result = incubatorIncompleteFields(application, { applyEnd });
    expect(at(result, 'proposal.name')).toEqual([ruleMessage.tooLong]);
    expect(at(result, 'proposal.abstract')).toEqual([ruleMessage.tooLong]);
  });

  it('offers the media platform referral with its name', () => {
    const application = complete();
    application.team.refers = ['media:'];
    expect(at(incubatorIncompleteFields(application, { applyEnd }), 'team.refers.0')).toEqual([ruleMessage.required]);
  });
});

describe('incubator files', () => {
  it('name the slots and their limits', () => {
    expect(incubatorFileRuleOf('proposal.img')).toBe(incubatorFileRules.proposalImg);
    expect(incubatorFileRuleOf('proposal.pdfFile')?.maxBytes).toBe(10 * 1024 * 1024);
    expect(incubatorFileRuleOf('file')).toBe(incubatorFileRules.finalPdf);
    expect(incubatorFileRuleOf('previewImg')).toBeUndefined();
  });

  it('want a photo with no side under 2R’s 750 px, so the recommended 800×800 passes', () => {
    const min = incubatorFileRules.proposalImg.minSidePx;
    expect(imageLargeEnough({ width: 750, height: 1050 }, min)).toBe(true);
    expect(imageLargeEnough({ width: 1050, height: 750 }, min)).toBe(true);
    expect(imageLargeEnough({ width: 800, height: 800 }, min)).toBe(true);
    expect(imageLargeEnough({ width: 749, height: 2000 }, min)).toBe(false);
  });
});
