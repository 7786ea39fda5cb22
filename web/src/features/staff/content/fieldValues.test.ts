import { describe, expect, it } from 'vitest';
import { changedFields, emptyForm, fieldInputs, formValues, recordTitle, thumbnailOf, type FamilySpec } from './fieldValues.ts';
import { bannerFamily, faqFamily, fieldSpec } from './testing.ts';

// One field of every kind, as an article, an event, a team and a history entry hold them.
const specs = [
  fieldSpec('title', 'LOCALISED', { required: true, maxLength: 60 }),
  fieldSpec('members', 'LOCALISED_LIST', { required: true }),
  fieldSpec('column', 'CHOICE', { required: true, choices: ['now', 'social', 'teams'] }),
  fieldSpec('year', 'NUMBER'),
  fieldSpec('featured', 'FLAG'),
  fieldSpec('publishedAt', 'DATE'),
  fieldSpec('startAt', 'DATE_TIME'),
  fieldSpec('cover', 'PATH', { image: true }),
  fieldSpec('photos', 'PATH_LIST', { image: true }),
  fieldSpec('tagIds', 'ID_LIST', { refers: 'ARTICLE_TAG' }),
  fieldSpec('author', 'LOCALISED'),
];

const stored = [
  { name: 'title', localised: { zhTw: '標題', en: 'Title' } },
  { name: 'members', localisedList: [{ zhTw: '王小明', en: 'Ming Wang' }] },
  { name: 'column', text: 'social' },
  { name: 'year', number: 2026 },
  { name: 'featured', flag: true },
  { name: 'publishedAt', text: '2026-11-27' },
  { name: 'startAt', text: '2026-12-01T01:30:00.000Z' },
  { name: 'cover', text: '/files/public/cover.png' },
  { name: 'photos', texts: ['/files/public/a.png', '/files/public/b.png'] },
  { name: 'tagIds', numbers: [3, 7] },
];

describe('a record in the form and back', () => {
  it('shows every kind as its input holds it, an instant as Taipei wall time', () => {
    const values = formValues(specs, stored);
    expect(values).toEqual({
      title: { zhTw: '標題', en: 'Title' },
      members: [{ zhTw: '王小明', en: 'Ming Wang' }],
      column: 'social',
      year: '2026',
      featured: true,
      publishedAt: '2026-11-27',
      startAt: '2026-12-01T09:30',
      cover: '/files/public/cover.png',
      photos: [{ path: '/files/public/a.png' }, { path: '/files/public/b.png' }],
      tagIds: ['3', '7'],
      // Absent optional fields are empty in the form.
      author: { zhTw: '', en: '' },
    });
  });

  it('saves what it read unchanged, and leaves the absent optional field out', () => {
    expect(fieldInputs(specs, formValues(specs, stored))).toEqual(stored);
  });

  it('trims texts, drops empty rows and empty optional fields, and reads Taipei time back as an instant', () => {
    const values = {
      ...formValues(specs, stored),
      title: { zhTw: '  標題 ', en: '' },
      members: [{ zhTw: '', en: '' }, { zhTw: '陳', en: ' Chen ' }],
      year: '',
      startAt: '2026-12-01T23:59',
      photos: [{ path: ' /files/public/a.png ' }, { path: '' }],
      tagIds: [],
      cover: '   ',
    };
    const inputs = fieldInputs(specs, values);
    // One language may stay empty while the record is unpublished: it is sent as empty.
    expect(inputs.find((input) => input.name === 'title')).toEqual({ name: 'title', localised: { zhTw: '標題', en: '' } });
    expect(inputs.find((input) => input.name === 'members')).toEqual({ name: 'members', localisedList: [{ zhTw: '陳', en: 'Chen' }] });
    expect(inputs.find((input) => input.name === 'startAt')).toEqual({ name: 'startAt', text: '2026-12-01T15:59:00.000Z' });
    expect(inputs.find((input) => input.name === 'photos')).toEqual({ name: 'photos', texts: ['/files/public/a.png'] });
    expect(inputs.map((input) => input.name)).not.toContain('year');
    expect(inputs.map((input) => input.name)).not.toContain('tagIds');
    expect(inputs.map((input) => input.name)).not.toContain('cover');
  });

  it('starts a new record empty, a required list with one row to fill in', () => {
    const values = emptyForm(specs);
    expect(values.members).toEqual([{ zhTw: '', en: '' }]);
    expect(values.photos).toEqual([]);
    expect(values.featured).toBe(false);
    expect(values.startAt).toBe('');
  });
});

describe('what changed between two sets of fields', () => {
  it('names the fields that differ once saved, not those written differently', () => {
    const edited = [
      ...stored.filter((field) => !['title', 'startAt'].includes(field.name)),
      { name: 'title', localised: { zhTw: '新標題', en: 'Title' } },
      // The same instant with another offset is the same value.
      { name: 'startAt', text: '2026-12-01T09:30:00+08:00' },
      { name: 'author', localised: { zhTw: '', en: '' } },
    ];
    expect(changedFields(specs, stored, edited)).toEqual(['title']);
  });
});

describe('how a record is named and pictured in lists', () => {
  const faq = [{ name: 'question', localised: { zhTw: '可以跨校組隊嗎？', en: '' } }];

  it('takes the title in the officer language, else the other one, else none', () => {
    expect(recordTitle(faqFamily, faq, 'zhTw')).toBe('可以跨校組隊嗎？');
    expect(recordTitle(faqFamily, faq, 'en')).toBe('可以跨校組隊嗎？');
    expect(recordTitle(faqFamily, [], 'en')).toBeNull();
    const named: FamilySpec = { ...faqFamily, titleField: 'name', fields: [fieldSpec('name', 'TEXT')] };
    expect(recordTitle(named, [{ name: 'name', text: 'Tag' }], 'en')).toBe('Tag');
  });

  it('shows the family image field, when it has one', () => {
    expect(thumbnailOf(bannerFamily, [{ name: 'imageDes', text: '/files/public/d.png' }])).toBe('/files/public/d.png');
    expect(thumbnailOf(faqFamily, faq)).toBeNull();
  });
});
