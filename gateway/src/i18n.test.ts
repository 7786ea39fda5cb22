import { ruleMessage } from '@yip/rules';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, translate } from './i18n.ts';

// The shared rules' message ids are rendered by the web from its catalogues and by the gateway from
// its own map: a field's error must read the same wherever it comes from.
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/messages/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('validation messages', () => {
  it.each(languages)('word every rule message id as the web catalogue does (%s)', (lang) => {
    const web = catalogue(lang);
    for (const id of Object.values(ruleMessage)) expect([id, translate(lang, id)]).toEqual([id, web[id]]);
  });
});
