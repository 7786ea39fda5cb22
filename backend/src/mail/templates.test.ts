// Every mail's Chinese version is Chinese throughout: full-width punctuation (a link's label says
// '：' before its URL, times '（UTC+8）') and no English words such as 'e-mail' in its own text.
import { describe, expect, it } from 'vitest';
import type { Mail } from './mailer.ts';
import { draftReminderMail } from './reminder-mail.ts';
import {
  applicationSubmittedMail,
  finalUploadedMail,
  googleLinkCodeMail,
  loginCodeMail,
  loginNoticeMail,
  managerInviteMail,
  newsletterConfirmMail,
  passwordResetMail,
  registrationCodeMail,
} from './templates.ts';

const url = 'https://example.org/zhTw/some/page?token=abc';
const at = new Date('2026-03-01T02:30:00.000Z');
const to = 'member@example.org';

const chineseMails: Record<string, Mail> = {
  registrationCode: registrationCodeMail('zhTw', to, '123456', url, 10),
  passwordReset: passwordResetMail('zhTw', to, url, 30),
  newsletterConfirm: newsletterConfirmMail('zhTw', to, url),
  submitted: applicationSubmittedMail('zhTw', to, { programme: 'incubator', role: 'leader', title: '青年公益育成', teamName: '暖心實驗室', registrationNumber: 'INC2026-0001', receivedAt: at, link: url }),
  finalUploaded: finalUploadedMail('zhTw', to, { title: '青年公益育成', teamName: '暖心實驗室', registrationNumber: 'INC2026-0001', fileName: '決賽簡報.pdf', receivedAt: at, link: url }),
  loginNotice: loginNoticeMail('zhTw', to, 5, { address: '192.0.2.7', at }, url),
  loginCode: loginCodeMail('zhTw', to, { code: '654321', ttlMinutes: 10, failures: 5, address: '192.0.2.7', at }),
  managerInvite: managerInviteMail('zhTw', to, url, 7),
  googleLinkCode: googleLinkCodeMail('zhTw', to, '123456', 10),
  reminder: draftReminderMail('zhTw', to, {
    title: '慈悲科技創新競賽',
    teamName: '暖心機器人',
    applyEnd: at,
    steps: [{ label: '團隊資訊', fields: ['隊名', '隊員 1 · 電子信箱'], url }],
    confirmUrl: url,
    offUrl: url,
  }),
};

/** The mail's own words: without its URLs, times and the file name and codes it quotes. */
const ownText = (mail: Mail) => `${mail.subject}\n${mail.text}`.replaceAll(url, '').replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g, '').replaceAll('決賽簡報.pdf', '');

describe('the Chinese mails', () => {
  it.each(Object.entries(chineseMails))('%s uses full-width punctuation and no English words', (_, mail) => {
    const text = ownText(mail);
    expect(text).not.toMatch(/[:,;?!()]/);
    // Numbers, codes and names such as INC, UTC, Google and App may stay; words may not.
    expect(text.match(/\b[a-z]{2,}\b/gi)?.filter((word) => !['INC', 'UTC', 'Google', 'App'].includes(word)) ?? []).toEqual([]);
  });

  it("labels a link's URL with a full-width colon in the text part", () => {
    expect(chineseMails.registrationCode?.text).toContain(`驗證我的電子郵件：${url}`);
    expect(chineseMails.reminder?.text).toContain(`團隊資訊：隊名、隊員 1 · 電子信箱。前往填寫：${url}`);
  });

  it('keeps the English ones in English punctuation', () => {
    const mail = registrationCodeMail('en', to, '123456', url, 10);
    expect(mail.text).toContain(`Verify my e-mail: ${url}`);
    expect(applicationSubmittedMail('en', to, { programme: 'invention', role: 'leader', title: 'x', teamName: 'y', registrationNumber: 'INV2026-0001', receivedAt: at, link: url }).text).toContain(
      'Received by us 2026-03-01 10:30 (UTC+8).',
    );
  });
});
