import { ruleMessage } from '@yip/rules';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en, zhTw } from './messages.ts';

// The shared rules' message ids are rendered by the web from its catalogues and by the backend from
// this map: a field's error must read the same wherever it comes from.
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/i18n/messages/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('validation messages', () => {
  it.each([
    ['zhTw', zhTw],
    ['en', en],
  ] as const)('word every rule message id as the web catalogue does (%s)', (lang, messages) => {
    const web = catalogue(lang);
    for (const id of Object.values(ruleMessage)) expect([id, messages[id]]).toEqual([id, web[id]]);
  });
});
