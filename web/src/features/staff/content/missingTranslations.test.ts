import { describe, expect, it } from 'vitest';
import { missingByField, missingFromFailure, missingFromPaths } from './missingTranslations.ts';
import { CombinedGraphQLErrors } from '@apollo/client';

const fields = ['question', 'answer', 'members'];

describe('which fields a refused publish names, in which language', () => {
  it('reads the field and the language from each path, whatever it is prefixed with', () => {
    expect(missingFromPaths(['answer.en', 'fields.question.zhTw', 'input.fields.members.1.EN', 'version'], fields)).toEqual([
      { field: 'answer', language: 'EN' },
      { field: 'question', language: 'ZH_TW' },
      { field: 'members', language: 'EN' },
    ]);
  });

  it('counts a path that names no language as empty in both', () => {
    expect(missingFromPaths(['answer'], fields)).toEqual([
      { field: 'answer', language: 'ZH_TW' },
      { field: 'answer', language: 'EN' },
    ]);
  });

  it('reads them from the refusal only when it is for missing translations', () => {
    const refusal = (reason: string) =>
      new CombinedGraphQLErrors({
        errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', reason, fields: [{ path: 'answer.en', message: 'Required in English' }] } }],
      });
    expect(missingFromFailure(refusal('INCOMPLETE_TRANSLATION'), fields)).toEqual([{ field: 'answer', language: 'EN' }]);
    expect(missingFromFailure(refusal('OTHER'), fields)).toBeNull();
  });
});

describe('what the officer reads', () => {
  it('one line per field in the family order, its languages once each, Chinese first', () => {
    const missing = [
      { field: 'answer', language: 'EN' as const },
      { field: 'question', language: 'EN' as const },
      { field: 'answer', language: 'ZH_TW' as const },
      { field: 'answer', language: 'EN' as const },
    ];
    expect(missingByField(missing, fields)).toEqual([
      { field: 'question', languages: ['EN'] },
      { field: 'answer', languages: ['ZH_TW', 'EN'] },
    ]);
  });
});
