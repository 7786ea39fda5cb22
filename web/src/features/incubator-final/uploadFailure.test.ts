import { CombinedGraphQLErrors } from '@apollo/client';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import zhTw from '../../i18n/messages/zhTw.json';
import { toApplyFailure } from '../../components/Application/failures.ts';
import { uploadFailureText } from './uploadFailure.ts';

const intlOf = { zhTw: createIntl({ locale: 'zh-Hant-TW', messages: zhTw }), en: createIntl({ locale: 'en', messages: en }) };
/** A failure as the gateway answers it (the backend's message, code and fields in the member's language). */
const answered = (message: string, extensions: Record<string, unknown>) => toApplyFailure(new CombinedGraphQLErrors({ errors: [{ message, extensions }] }));

describe('the final upload’s failure text', () => {
  it.each([
    ['zhTw', '檔案格式不符', '檔案格式不符，無法上傳。決選簡報須為一個 PDF 檔'],
    ['en', 'This file type is not accepted', 'This file type is not accepted. The final presentation must be one PDF'],
  ] as const)('says in %s that a PNG named .pdf is no PDF, never naming the internal field', (lang, reason, start) => {
    const failure = answered(`${reason}: finalFile`, { code: 'BAD_USER_INPUT', fields: [{ path: 'finalFile', message: reason }] });
    const text = uploadFailureText(failure, intlOf[lang]);
    expect(text.startsWith(start)).toBe(true);
    expect(text).toMatch(/10 MB/);
    expect(text).not.toContain('finalFile');
  });

  it('says a file over the limit the same way, and keeps the server’s message for the rest', () => {
    const tooLarge = answered('The file is larger than 10 MB', { code: 'PAYLOAD_TOO_LARGE', fields: [{ path: 'finalFile', message: 'The file is larger than 10 MB' }] });
    expect(uploadFailureText(tooLarge, intlOf.en)).toMatch(/^The file is larger than 10 MB\. The final presentation must be one PDF/);
    const locked = answered('決賽資料已上傳，無法再更換', { code: 'CONFLICT' });
    expect(uploadFailureText(locked, intlOf.zhTw)).toBe('決賽資料已上傳，無法再更換');
    expect(uploadFailureText({ code: 'UPSTREAM_UNAVAILABLE', message: null, fields: [] }, intlOf.en)).toBe(en['error.upstreamUnavailable']);
    expect(uploadFailureText({ code: null, message: null, fields: [] }, intlOf.zhTw)).toBe('上傳失敗');
  });
});
