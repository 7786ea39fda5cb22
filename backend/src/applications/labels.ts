// The names applicants see for the applications' fields and coded options, in both languages,
// read from the web client's own message catalogues so a mail or an export never words a field
// differently from the form. The message ids are the ones of the web's
// `features/{invention,incubator}-apply/labels.ts`; labels.test.ts checks that every path the
// completeness rules produce, and every option, has a label in both catalogues.
import en from '../../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import type { ProgrammeName } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';

const catalogues: Record<Language, Record<string, string>> = { zhTw, en };

/** A catalogue message with its `{name}` arguments filled in; undefined when the id is missing. */
export function webMessage(id: string, lang: Language, values: Record<string, string | number> = {}): string | undefined {
  const message = catalogues[lang][id];
  return message?.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

interface PersonList {
  /** "Member {n}", numbered from 1. */
  who: string;
  fields: Record<string, string>;
}

interface FieldIds {
  /** The steps, naming a part missing as a whole. */
  steps: { team: string; proposal: string };
  team: Record<string, string>;
  proposal: Record<string, string>;
  /** The numbered people of `team.{list}.{i}`. */
  people: Record<string, PersonList>;
}

const inventionPerson = {
  name: 'inventionApply.person.name',
  title: 'inventionApply.person.title',
  phone: 'inventionApply.person.phone',
  email: 'inventionApply.person.email',
  department: 'inventionApply.person.department',
  grade: 'inventionApply.person.grade',
  pdfFile: 'inventionApply.person.proof',
};

const fieldIds: Record<ProgrammeName, FieldIds> = {
  invention: {
    steps: { team: 'inventionApply.steps.team', proposal: 'inventionApply.steps.proposal' },
    team: {
      name: 'inventionApply.team.name',
      previewImg: 'inventionApply.team.photo',
      school: 'inventionApply.team.school',
      refers: 'inventionApply.team.refers',
      teachers: 'inventionApply.team.teachers',
      members: 'inventionApply.team.members',
    },
    proposal: {
      name: 'inventionApply.proposal.name',
      level: 'inventionApply.proposal.level',
      main: 'inventionApply.proposal.main',
      subs: 'inventionApply.proposal.subs',
      abstract: 'inventionApply.proposal.abstract',
      pdfFile: 'inventionApply.proposal.plan',
    },
    people: {
      teachers: { who: 'inventionApply.team.teacher', fields: inventionPerson },
      // A member's phone is a mobile number, and the form says so.
      members: { who: 'inventionApply.team.member', fields: { ...inventionPerson, phone: 'inventionApply.person.mobile' } },
    },
  },
  incubator: {
    steps: { team: 'incubatorApply.steps.contact', proposal: 'incubatorApply.steps.proposal' },
    team: {
      organizeName: 'incubatorApply.team.organizeName',
      type: 'incubatorApply.team.type',
      country: 'incubatorApply.team.country',
      city: 'incubatorApply.team.city',
      taxId: 'incubatorApply.team.taxId',
      name: 'incubatorApply.team.name',
      refers: 'incubatorApply.team.refers',
      members: 'incubatorApply.team.members',
    },
    proposal: {
      name: 'incubatorApply.proposal.name',
      property: 'incubatorApply.proposal.property',
      abstract: 'incubatorApply.proposal.abstract',
      issue: 'incubatorApply.proposal.issue',
      pdfFile: 'incubatorApply.proposal.plan',
      img: 'incubatorApply.proposal.photo',
    },
    people: {
      members: {
        who: 'incubatorApply.team.member',
        fields: {
          name: 'incubatorApply.member.name',
          phone: 'incubatorApply.member.phone',
          email: 'incubatorApply.member.email',
          department: 'incubatorApply.member.department',
          birthday: 'incubatorApply.member.birthday',
        },
      },
    },
  },
};

/**
 * The label of a completeness path (`team.members.1.pdfFile`, `proposal.level`, `team.refers.0`,
 * `team` for a part missing whole) as the form shows it: "隊員 2 · 在學證明" / "Member 2 · Student proof" for a person's field (the
 * web's own joining), the field's label otherwise. Undefined for a path the form has no field for.
 */
export function fieldLabel(programme: ProgrammeName, path: string, lang: Language): string | undefined {
  const ids = fieldIds[programme];
  if (path === 'team' || path === 'proposal') return webMessage(ids.steps[path], lang);
  const person = /^team\.(\w+)\.(\d+)(?:\.(\w+))?$/.exec(path);
  const list = person ? ids.people[person[1] as string] : undefined;
  if (person && list) {
    const who = webMessage(list.who, lang, { n: Number(person[2]) + 1 });
    // The person as a whole (a field the form does not have) is named by the person.
    if (person[3] === undefined) return who;
    const field = list.fields[person[3]];
    const label = field ? webMessage(field, lang) : undefined;
    return who && label ? `${who} · ${label}` : undefined;
  }
  // A whole list (too few people) or one of its entries (a referral option) is named by the list.
  const [, part, field] = /^(team|proposal)\.(\w+)(?:\.\d+)?$/.exec(path) ?? [];
  const id = part && field ? ids[part as 'team' | 'proposal'][field] : undefined;
  return id ? webMessage(id, lang) : undefined;
}

/** The coded values whose options the forms and the member's list name (`status`: an application's, `ApplicationStatus`). */
export type OptionKind = 'inventionLevel' | 'inventionTheme' | 'incubatorType' | 'incubatorProperty' | 'incubatorIssue' | 'referral' | 'status';

const camel = (value: string) => value.replace(/[_-](\w)/g, (_, letter: string) => letter.toUpperCase());

const optionIds: Record<OptionKind, (value: string) => string> = {
  inventionLevel: (value) => `invention.group.${value}`,
  // The designated themes and the two main themes above them.
  inventionTheme: (value) => `inventionApply.theme.${camel(value)}`,
  incubatorType: (value) => `incubatorApply.type.${camel(value)}`,
  incubatorProperty: (value) => `incubatorApply.property.${camel(value)}`,
  incubatorIssue: (value) => `incubator.issue.${camel(value)}`,
  referral: (value) => `apply.referral.${camel(value)}`,
  status: (value) => `member.list.status.${camel(value)}`,
};

/**
 * The label of a coded value (`optionLabel('inventionLevel', 'college', 'en')` → "College group").
 * A stored referral with its typed detail (`previous_team:Blue Sky`) reads "歷屆參賽隊伍：Blue Sky".
 * Undefined for a value the form does not offer.
 */
export function optionLabel(kind: OptionKind, value: string, lang: Language): string | undefined {
  if (kind === 'referral' && value.includes(':')) {
    const colon = value.indexOf(':');
    const source = optionLabel(kind, value.slice(0, colon), lang);
    return source && `${source}${lang === 'en' ? ': ' : '：'}${value.slice(colon + 1)}`;
  }
  if (!/^[a-z][\w-]*$/.test(value)) return undefined;
  return webMessage(optionIds[kind](value), lang);
}
