// A member's name as the site shows it, last name first (spec: "last name plus first name"): one
// written in Chinese or Japanese characters with no space between (王小明), in either language; any
// other by the catalogue's pattern (Lovelace Ada).
import { defineMessages, type IntlShape } from 'react-intl';

const messages = defineMessages({
  name: { id: 'session.menu.name' },
});

const familyFirst = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function memberName(intl: IntlShape, { lastName, firstName }: { lastName: string; firstName: string }): string {
  if (familyFirst.test(lastName) || familyFirst.test(firstName)) return `${lastName}${firstName}`.trim();
  return intl.formatMessage(messages.name, { lastName, firstName }).trim();
}
