// A refused save's field problems (`extensions.fields: [{ path, message }]`) where the officer can
// act on them: at the form's field, and named in words in the page's message.
import type { IntlShape } from 'react-intl';
import type { ContentFamily } from '../../../generated/types.ts';
import { fieldLabel, languageName } from './fieldLabels.ts';

/** A problem's path inside the form, from the first segment naming a field (`fields.title.en` → `title.en`), or null. */
export function formPath(path: string, fieldNames: readonly string[]): string | null {
  const segments = path.split('.');
  const at = segments.findIndex((segment) => fieldNames.includes(segment));
  return at < 0 ? null : segments.slice(at).join('.');
}

/** A form path in words: "Question (English)", "Team members 2 (Chinese)". */
export function pathLabel(intl: IntlShape, family: ContentFamily, path: string): string {
  const [field = '', ...rest] = path.split('.');
  let label = fieldLabel(intl, family, field);
  const item = rest.find((segment) => /^\d+$/.test(segment));
  if (item !== undefined) label = intl.formatMessage({ id: 'staff.content.list.item' }, { label, n: Number(item) + 1 });
  const language = rest.includes('zhTw') ? 'ZH_TW' : rest.includes('en') ? 'EN' : null;
  return language ? intl.formatMessage({ id: 'staff.content.inLanguage' }, { label, language: languageName(intl, language) }) : label;
}
