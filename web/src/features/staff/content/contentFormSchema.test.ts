import { describe, expect, it } from 'vitest';
import { contentFormSchema } from './contentFormSchema.ts';
import { emptyForm, formValues, type ContentFormValues } from './fieldValues.ts';
import { bannerFamily, fieldSpec } from './testing.ts';

const banner = (title: { zhTw: string; en: string }): ContentFormValues => ({
  ...formValues(bannerFamily.fields, [
    { name: 'imageDes', text: '/files/public/d.png' },
    { name: 'imageMob', text: '/files/public/m.png' },
    { name: 'alt', localised: { zhTw: '替代文字', en: 'Alt' } },
  ]),
  title,
});

/** The messages of a failed check by path ('title.en' → 'validation.tooLong'). */
function problems(values: ContentFormValues, published = false, specs = bannerFamily.fields): Record<string, string> {
  const result = contentFormSchema(specs, () => published).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('lengths, counted as the rules count them', () => {
  it('counts what a reader sees: an emoji family, a flag and an accented letter are one each', () => {
    // 27 letters and three graphemes of several code points: 30, the banner title's limit.
    const atLimit = `${'a'.repeat(27)}👨‍👩‍👧🇹🇼é`;
    expect(atLimit.length).toBeGreaterThan(30);
    expect(problems(banner({ zhTw: '標'.repeat(30), en: atLimit }))).toEqual({});
  });

  it('refuses one more, in the language that is too long', () => {
    expect(problems(banner({ zhTw: '標'.repeat(31), en: 'Short' }))).toEqual({ 'title.zhTw': 'validation.tooLong' });
  });
});

describe('both languages', () => {
  it('lets one language wait while the record is unpublished, but not both of a required field', () => {
    expect(problems(banner({ zhTw: '只有中文', en: '' }))).toEqual({});
    expect(problems(banner({ zhTw: ' ', en: '' }))).toEqual({ 'title.zhTw': 'validation.required' });
  });

  it('asks for the empty language of a published record', () => {
    expect(problems(banner({ zhTw: '只有中文', en: ' ' }), true)).toEqual({ 'title.en': 'staff.content.error.bothLanguages' });
  });
});

describe('other kinds', () => {
  const specs = [
    fieldSpec('year', 'NUMBER', { required: true }),
    fieldSpec('publishedAt', 'DATE'),
    fieldSpec('startAt', 'DATE_TIME'),
    fieldSpec('column', 'CHOICE', { choices: ['now', 'social'] }),
    fieldSpec('photos', 'PATH_LIST', { required: true }),
  ];

  it('checks numbers, dates, Taipei times, choices and required lists', () => {
    const values = { ...emptyForm(specs), year: '20.5', publishedAt: '2026-02-30x', startAt: 'soon', column: 'old', photos: [] };
    expect(problems(values, false, specs)).toEqual({
      year: 'staff.content.error.number',
      publishedAt: 'validation.date',
      startAt: 'validation.date',
      column: 'validation.option',
      photos: 'validation.tooFew',
    });
    const fixed = { ...values, year: '2026', publishedAt: '2026-11-27', startAt: '2026-12-01T09:30', column: 'social', photos: [{ path: '/a.png' }] };
    expect(problems(fixed, false, specs)).toEqual({});
  });
});
