import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { competitionComplete, competitionDraftInput, competitionIncompleteFields, competitionPeopleProblems, competitionSchemas, themeOf } from './competition.ts';
import { characterCount, text } from './fields.ts';
import { ruleMessage } from './messages.ts';

const file = (name: string) => ({ url: `/files/private/${name}`, name, size: 1024 });
const member = (n: number) => ({
  name: `Member ${n}`,
  phone: '0912345678',
  email: `member${n}@example.org`,
  department: 'Mechanical Engineering',
  grade: 'Year 3',
  pdfFile: file(`proof${n}.pdf`),
});
const complete = () => ({
  team: {
    name: '暖心機器人',
    previewImg: file('team.jpg'),
    school: '國立臺灣科技大學',
    refers: ['website', 'previous_team:Blue Sky', 'other:校園海報'],
    teachers: [{ name: 'Lin Wen', title: 'Associate Professor', phone: '02-2737-6000#123', email: 'lin@example.edu' }],
    members: [member(1), member(2)],
  },
  proposal: {
    name: 'Care Robot',
    level: 'college',
    main: 'long_term_care',
    subs: [3, 10],
    abstract: 'We build a care robot 🤖 for elders living alone.',
    pdfFile: file('plan.pdf'),
  },
});

const messagesAt = (result: { path: string; message: string }[], path: string) => result.filter((i) => i.path === path).map((i) => i.message);

describe('character counting', () => {
  it('counts what a reader sees: CJK one each, emoji one each (also ZWJ families and flags)', () => {
    expect(characterCount('國立臺灣大學')).toBe(6);
    expect(characterCount('😀'.repeat(7))).toBe(7);
    expect(characterCount('👨‍👩‍👧🇹🇼')).toBe(2);
    expect(characterCount('é')).toBe(1); // e + combining accent
  });

  it('applies the limit to that count, not to UTF-16 units', () => {
    expect(text(12).safeParse('😀'.repeat(12)).success).toBe(true);
    expect(text(12).safeParse('😀'.repeat(13)).error?.issues[0]?.message).toBe(ruleMessage.tooLong);
    expect(text(12).safeParse('十二個字的隊伍名稱剛好十二').success).toBe(false);
    expect(text(12).safeParse('十二個字的隊伍名稱剛好十').success).toBe(true);
  });

  it('allows spaces inside names and texts, trims the ends, and requires something', () => {
    expect(text(300).safeParse('We build a care robot').data).toBe('We build a care robot');
    expect(text(300).safeParse('  padded  ').data).toBe('padded');
    expect(text(300).safeParse('   ').error?.issues[0]?.message).toBe(ruleMessage.required);
  });
});

describe('competition drafts', () => {
  it('accept an incomplete application, empty fields included', () => {
    const draft = { team: { name: '', members: [{ name: 'Amy' }, {}], teachers: [{}] }, proposal: { subs: [] } };
    expect(competitionDraftInput.safeParse(draft).success).toBe(true);
  });

  it('still check every field that is present', () => {
    const draft = { team: { name: 'x'.repeat(13), members: [{ email: 'not-an-email' }] }, proposal: { subs: [18], level: 'university' } };
    const paths = competitionDraftInput.safeParse(draft).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['team.name', 'team.members.0.email', 'proposal.subs.0', 'proposal.level']));
  });

  it('hold file slots as the url of a kept file on the wire', () => {
    expect(competitionDraftInput.safeParse({ team: { previewImg: '/files/private/a.jpg' }, proposal: {} }).success).toBe(true);
    expect(competitionDraftInput.safeParse({ team: { previewImg: { url: 'x' } }, proposal: {} }).success).toBe(false);
  });

  it('refuse more teachers and members than allowed, and unknown fields', () => {
    expect(competitionDraftInput.safeParse({ team: { teachers: [{}, {}, {}, {}] }, proposal: {} }).error?.issues[0]?.message).toBe(ruleMessage.tooMany);
    expect(competitionDraftInput.safeParse({ team: { members: Array.from({ length: 7 }, () => ({})) }, proposal: {} }).success).toBe(false);
    expect(competitionDraftInput.safeParse({ team: { status: 'submitted' }, proposal: {} }).success).toBe(false);
  });
});

describe('a complete competition application', () => {
  it('passes with every field, file and rule met', () => {
    expect(competitionIncompleteFields(complete())).toEqual([]);
    expect(competitionComplete.safeParse(complete()).success).toBe(true);
  });

  it('lists every missing field, file and list', () => {
    const result = competitionIncompleteFields({ team: {}, proposal: {} });
    expect(messagesAt(result, 'team.previewImg')).toEqual([ruleMessage.fileRequired]);
    expect(messagesAt(result, 'proposal.pdfFile')).toEqual([ruleMessage.fileRequired]);
    expect(messagesAt(result, 'proposal.subs')).toEqual([ruleMessage.sdgRequired]);
    for (const path of ['team.name', 'team.school', 'team.refers', 'team.teachers', 'team.members', 'proposal.name', 'proposal.level', 'proposal.main', 'proposal.abstract']) {
      expect(messagesAt(result, path).length, path).toBeGreaterThan(0);
    }
  });

  it('needs 1–3 teachers and 2–6 members, each with a student proof', () => {
    const noTeacher = complete();
    noTeacher.team.teachers = [];
    expect(messagesAt(competitionIncompleteFields(noTeacher), 'team.teachers')).toEqual([ruleMessage.tooFew]);
    const oneMember = complete();
    oneMember.team.members = [member(1)];
    expect(messagesAt(competitionIncompleteFields(oneMember), 'team.members')).toEqual([ruleMessage.tooFew]);
    const noProof = complete();
    noProof.team.members[1] = { ...member(2), pdfFile: undefined as never };
    expect(messagesAt(competitionIncompleteFields(noProof), 'team.members.1.pdfFile')).toEqual([ruleMessage.fileRequired]);
  });

  it('refuses a teacher who is also a member, and a member listed twice (e-mails compared without case)', () => {
    const application = complete();
    application.team.teachers[0]!.email = 'MEMBER1@example.org';
    application.team.members.push({ ...member(3), email: 'Member2@Example.org' });
    const result = competitionIncompleteFields(application);
    expect(messagesAt(result, 'team.teachers.0.email')).toEqual([ruleMessage.teacherIsMember]);
    expect(messagesAt(result, 'team.members.2.email')).toEqual([ruleMessage.duplicateEmail]);
  });

  it('names the teacher who is a member beside the other gaps, not only once they are filled', () => {
    const application = complete();
    application.team.teachers[0]!.email = 'member1@example.org';
    application.team.name = undefined as never;
    application.proposal.pdfFile = undefined as never;
    const result = competitionIncompleteFields(application);
    expect(messagesAt(result, 'team.name')).toEqual([ruleMessage.required]);
    expect(messagesAt(result, 'team.teachers.0.email')).toEqual([ruleMessage.teacherIsMember]);
    // And for the team step alone, with its paths in the team.
    expect(competitionPeopleProblems(application.team)).toEqual([{ path: ['teachers', 0, 'email'], message: ruleMessage.teacherIsMember }]);
  });

  it('wants the school’s full Chinese name', () => {
    for (const school of ['NTUST', '台科大', 'National Taiwan University']) {
      const application = complete();
      application.team.school = school;
      expect(messagesAt(competitionIncompleteFields(application), 'team.school'), school).toEqual([ruleMessage.fullChineseName]);
    }
  });

  it('needs at least one SDG among 1–17, none twice', () => {
    for (const [subs, message] of [
      [[], ruleMessage.sdgRequired],
      [[3, 3], ruleMessage.option],
    ] as const) {
      const application = complete();
      application.proposal.subs = [...subs];
      expect(messagesAt(competitionIncompleteFields(application), 'proposal.subs')).toEqual([message]);
    }
  });

  it('limits the title to 12 characters and the abstract to 300', () => {
    const application = complete();
    application.proposal.name = '一二三四五六七八九十一二三';
    application.proposal.abstract = '字'.repeat(301);
    const result = competitionIncompleteFields(application);
    expect(messagesAt(result, 'proposal.name')).toEqual([ruleMessage.tooLong]);
    expect(messagesAt(result, 'proposal.abstract')).toEqual([ruleMessage.tooLong]);
    application.proposal.abstract = '😀'.repeat(300);
    application.proposal.name = 'Care Robot';
    expect(competitionIncompleteFields(application)).toEqual([]);
  });

  it('takes only the designated themes, each under its main theme', () => {
    expect(themeOf('disaster_relief')).toBe('charity');
    expect(themeOf('humanistic_care')).toBe('charity');
    expect(themeOf('long_term_care')).toBe('medical');
    expect(themeOf('medical_home_care')).toBe('medical');
    const application = complete();
    (application.proposal as { main: string }).main = 'charity';
    expect(messagesAt(competitionIncompleteFields(application), 'proposal.main').length).toBe(1);
  });

  it('checks the phones: members a Taiwan mobile, advisors any office phone', () => {
    const application = complete();
    application.team.members[0]!.phone = '02-27376000';
    application.team.teachers[0]!.phone = 'call-me';
    const result = competitionIncompleteFields(application);
    expect(messagesAt(result, 'team.members.0.phone')).toEqual([ruleMessage.mobile]);
    expect(messagesAt(result, 'team.teachers.0.phone')).toEqual([ruleMessage.phone]);
  });
});

describe('competitionSchemas', () => {
  it('builds each part once, when it is first read, and keeps it', () => {
    const schemas = competitionSchemas(z.string(), 'complete');
    expect(schemas.team).toBe(schemas.team);
    expect(schemas.application).toBe(schemas.application);
    // The application is made of the kept parts, not of parts built again.
    expect(schemas.application.shape.team).toBe(schemas.team);
    expect((schemas.team.shape.teachers as z.ZodArray<z.ZodType>).element).toBe(schemas.teacher);
  });
});
