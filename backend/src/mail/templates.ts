// The mails of the accounts flows and of applications, in both languages; links point at the web client's routes.
import type { ProgrammeName } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';
import type { Mail } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const programme = { zhTw: '青年公益實踐計畫', en: 'Youth Social Impact Programme' };

/** A paragraph that ends in a link: the label is linked in HTML and followed by its URL in text. */
export interface LinkedParagraph {
  text: string;
  link: { label: string; url: string };
}

type Paragraph = string | LinkedParagraph;

/** A label and its URL in the text part: 'Reset my password: https://…', '重設我的密碼：https://…'. */
const labelled = (lang: Language, label: string, url: string) => `${label}${lang === 'en' ? ': ' : '：'}${url}`;
// Chinese sets no space after its full-width punctuation.
const paragraphText = (lang: Language, p: Paragraph) => (typeof p === 'string' ? p : `${p.text}${lang === 'en' ? ' ' : ''}${labelled(lang, p.link.label, p.link.url)}`);
const paragraphHtml = (p: Paragraph, style = '') =>
  typeof p === 'string'
    ? `<p${style}>${escapeHtml(p)}</p>`
    : `<p${style}>${escapeHtml(p.text)} <a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>`;

/**
 * A plain text mail and the same paragraphs as simple HTML, with at most one button-like link, and
 * a small-print footnote under the signature (a reminder's opt-out).
 */
export function compose(
  lang: Language,
  to: string,
  subject: string,
  paragraphs: Paragraph[],
  link: { label: string; url: string } | undefined,
  devNote: string,
  footnote?: Paragraph,
): Mail {
  const text = [
    ...paragraphs.map((p) => paragraphText(lang, p)),
    ...(link ? [labelled(lang, link.label, link.url)] : []),
    '',
    programme[lang],
    ...(footnote ? [paragraphText(lang, footnote)] : []),
  ].join('\n\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link.url)}</p>
`
    : '';
  const small = ' style="font-size:12px;color:#666"';
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-Hant-TW'}"><body style="font-family:sans-serif;line-height:1.6;color:#222">
${paragraphs.map((p) => paragraphHtml(p)).join('\n')}
${button}<p${small}>${escapeHtml(programme[lang])}</p>
${footnote ? `${paragraphHtml(footnote, small)}\n` : ''}</body></html>`;
  return { to, subject: `${subject} | ${programme[lang]}`, text, html, devNote };
}

export function registrationCodeMail(lang: Language, to: string, code: string, link: string, ttlMinutes: number): Mail {
  return lang === 'en'
    ? compose(
        lang,
        to,
        'Your verification code',
        [`Your verification code is ${code}.`, `It is valid for ${ttlMinutes} minutes and can be used once. If you did not register, ignore this mail.`],
        { label: 'Verify my e-mail', url: link },
        `code ${code}, link ${link}`,
      )
    : compose(
        lang,
        to,
        '會員註冊驗證碼',
        [`您的驗證碼是 ${code}。`, `驗證碼 ${ttlMinutes} 分鐘內有效，僅能使用一次。若您沒有註冊，請忽略此信。`],
        { label: '驗證我的電子郵件', url: link },
        `code ${code}, link ${link}`,
      );
}

export function passwordResetMail(lang: Language, to: string, link: string, ttlMinutes: number): Mail {
  return lang === 'en'
    ? compose(
        lang,
        to,
        'Reset your password',
        ['We received a request to reset your password.', `The link below is valid for ${ttlMinutes} minutes and can be used once. If you did not ask for it, ignore this mail: your password stays the same.`],
        { label: 'Reset my password', url: link },
        `link ${link}`,
      )
    : compose(
        lang,
        to,
        '重設密碼',
        ['我們收到了重設您密碼的要求。', `以下連結 ${ttlMinutes} 分鐘內有效，僅能使用一次。若不是您本人提出，請忽略此信，您的密碼不會改變。`],
        { label: '重設我的密碼', url: link },
        `link ${link}`,
      );
}

export function newsletterConfirmMail(lang: Language, to: string, link: string): Mail {
  return lang === 'en'
    ? compose(
        lang,
        to,
        'Confirm your newsletter subscription',
        ['Please confirm that you want to receive our newsletter.', 'If you did not subscribe, ignore this mail and nothing will be sent to you.'],
        { label: 'Confirm my subscription', url: link },
        `link ${link}`,
      )
    : compose(
        lang,
        to,
        '確認訂閱電子報',
        ['請確認您要訂閱我們的電子報。', '若不是您本人訂閱，請忽略此信，我們不會寄送任何電子報給您。'],
        { label: '確認訂閱', url: link },
        `link ${link}`,
      );
}

/** '2026-03-01 10:30 (UTC+8)', in Chinese with full-width parentheses: '2026-03-01 10:30（UTC+8）'. */
export const taipeiTime = (at: Date, lang: Language) => {
  const time = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return lang === 'en' ? `${time} (UTC+8)` : `${time}（UTC+8）`;
};

export interface SubmittedMail {
  /** The competition's teams are locked and have a preliminary round; the incubator's a selection. */
  programme: ProgrammeName;
  /** The leader gets the link to the member's list; an advisor the programme page. */
  role: 'leader' | 'advisor';
  /** The competition or incubator, in the mail's language. */
  title: string;
  teamName: string;
  registrationNumber: string;
  /** When the submit reached the site (its receipt time), shown in Asia/Taipei. */
  receivedAt: Date;
  link: string;
}

/** Sent on submit to the team leader and to every advisor (spec §4). */
export function applicationSubmittedMail(lang: Language, to: string, mail: SubmittedMail): Mail {
  const note = `registration ${mail.registrationNumber}`;
  if (lang === 'en') {
    return compose(
      lang,
      to,
      `Application received: ${mail.registrationNumber}`,
      [
        mail.role === 'leader'
          ? `Your team "${mail.teamName}" has successfully submitted its application to the ${mail.title}.`
          : `The team "${mail.teamName}", which lists you as its advisor, has successfully submitted its application to the ${mail.title}.`,
        mail.programme === 'incubator'
          ? `Registration number: ${mail.registrationNumber}. The application can no longer be changed; we will announce the selection results on the programme page.`
          : `Registration number: ${mail.registrationNumber}. The team members can no longer be changed; we will announce the preliminary results on the programme page.`,
        `Received by us ${taipeiTime(mail.receivedAt, 'en')}.`,
      ],
      mail.role === 'leader' ? { label: 'My applications', url: mail.link } : { label: 'Programme page', url: mail.link },
      note,
    );
  }
  return compose(
    lang,
    to,
    `報名成功：${mail.registrationNumber}`,
    [
      mail.role === 'leader'
        ? `您的團隊「${mail.teamName}」已完成${mail.title}報名。`
        : `您擔任指導老師的團隊「${mail.teamName}」已完成${mail.title}報名。`,
      mail.programme === 'incubator'
        ? `報名編號：${mail.registrationNumber}。報名資料送出後不可再修改；評選結果將公布於計畫網頁。`
        : `報名編號：${mail.registrationNumber}。報名後隊員不可再新增或變更；初賽結果將公布於計畫網頁。`,
      `本站收件時間：${taipeiTime(mail.receivedAt, 'zhTw')}。`,
    ],
    mail.role === 'leader' ? { label: '我的報名資訊', url: mail.link } : { label: '計畫網頁', url: mail.link },
    note,
  );
}

export interface FinalUploadedMail {
  title: string;
  teamName: string;
  registrationNumber: string;
  /** The applicant's name of the uploaded file. */
  fileName: string;
  /** When it arrived, shown in Asia/Taipei. */
  receivedAt: Date;
  link: string;
}

/** Sent to the team leader once the incubator's final-round PDF is received (it cannot be replaced). */
export function finalUploadedMail(lang: Language, to: string, mail: FinalUploadedMail): Mail {
  const note = `final file of ${mail.registrationNumber}`;
  if (lang === 'en') {
    return compose(
      lang,
      to,
      `Final materials received: ${mail.registrationNumber}`,
      [
        `We have received the final-round materials of your team "${mail.teamName}" for the ${mail.title}.`,
        `File: ${mail.fileName}, received ${taipeiTime(mail.receivedAt, 'en')}. The file cannot be changed or replaced before the final review.`,
      ],
      { label: 'My applications', url: mail.link },
      note,
    );
  }
  return compose(
    lang,
    to,
    `決賽資料上傳成功：${mail.registrationNumber}`,
    [
      `我們已收到您的團隊「${mail.teamName}」的${mail.title}決賽資料。`,
      `檔案：${mail.fileName}，收件時間 ${taipeiTime(mail.receivedAt, 'zhTw')}。決賽評選前檔案無法修改或更換。`,
    ],
    { label: '我的報名資訊', url: mail.link },
    note,
  );
}

/** After repeated failed logins on the account: what happened and what the member can do. */
/** Where and when a login attempt came from: the visitor address the backend believes, and the time. */
export interface AttemptOrigin {
  address: string;
  at: Date;
}

export function loginNoticeMail(lang: Language, to: string, failures: number, latest: AttemptOrigin, resetLink: string): Mail {
  return lang === 'en'
    ? compose(
        lang,
        to,
        'Failed logins on your account',
        [
          `There have been ${failures} failed attempts to log in to your account with a wrong password, the latest from address ${latest.address} at ${taipeiTime(latest.at, 'en')}.`,
          'If it was you, try again from a device you have logged in from before, or reset your password. On a new device, the login may ask for a code we mail to you.',
          'If it was not you, nobody has got in: your password is still needed. To be safe, choose a new one.',
        ],
        { label: 'Reset my password', url: resetLink },
        `failed logins: ${failures}`,
      )
    : compose(
        lang,
        to,
        '您的帳號有多次登入失敗',
        [
          `您的帳號已有 ${failures} 次以錯誤密碼登入失敗，最近一次來自位址 ${latest.address}，時間 ${taipeiTime(latest.at, 'zhTw')}。`,
          '若是您本人，請從曾登入過的裝置再試一次，或重設密碼；從新裝置登入時，可能需要輸入我們寄給您的登入碼。',
          '若不是您本人，對方並未登入，仍需要您的密碼才能登入。為了安全，建議您設定新密碼。',
        ],
        { label: '重設我的密碼', url: resetLink },
        `failed logins: ${failures}`,
      );
}

export interface LoginCodeMail extends AttemptOrigin {
  code: string;
  ttlMinutes: number;
  /** Failed attempts on the account so far, which put the login from new devices behind this code. */
  failures: number;
}

/** The sign-in code of a login with the right password from a new device while the account is locked. */
export function loginCodeMail(lang: Language, to: string, mail: LoginCodeMail): Mail {
  const note = `login code ${mail.code}`;
  return lang === 'en'
    ? compose(
        lang,
        to,
        'Your sign-in code',
        [
          `Your sign-in code is ${mail.code}. It is valid for ${mail.ttlMinutes} minutes and can be used once.`,
          `It was asked for by a login with your password from address ${mail.address} at ${taipeiTime(mail.at, 'en')}, from a device you have not logged in from before.`,
          `We ask for it because there have been ${mail.failures} failed attempts to log in to your account with a wrong password, so logins from new devices need this code.`,
          'If it was not you, do not share the code with anyone, and choose a new password: whoever tried knows it.',
        ],
        undefined,
        note,
      )
    : compose(
        lang,
        to,
        '您的登入碼',
        [
          `您的登入碼是 ${mail.code}，${mail.ttlMinutes} 分鐘內有效，僅能使用一次。`,
          `這是因為有人以您的密碼，從位址 ${mail.address}、於 ${taipeiTime(mail.at, 'zhTw')}，在您未曾登入過的裝置上登入。`,
          `您的帳號已有 ${mail.failures} 次以錯誤密碼登入失敗，因此從新裝置登入需要輸入此登入碼。`,
          '若不是您本人，請勿將登入碼告訴任何人，並請設定新密碼：嘗試登入的人已知道您的密碼。',
        ],
        undefined,
        note,
      );
}

/** A manager's invitation to staff sign-in: the link sets a password, then the authenticator app. */
export function managerInviteMail(lang: Language, to: string, link: string, ttlDays: number): Mail {
  return lang === 'en'
    ? compose(
        lang,
        to,
        'You are invited to manage the site',
        [
          'You have been invited to sign in to the site as a manager.',
          `The link below is valid for ${ttlDays} days and can be used once: choose a password, then set up two-step verification with an authenticator app on your phone.`,
          'If you did not expect this invitation, ignore this mail.',
        ],
        { label: 'Accept the invitation', url: link },
        `invite ${link}`,
      )
    : compose(
        lang,
        to,
        '管理者邀請',
        [
          '您受邀以管理者身分登入網站。',
          `以下連結 ${ttlDays} 天內有效，僅能使用一次：請設定密碼，再以手機上的驗證器 App 設定兩步驟驗證。`,
          '若您不知道這份邀請，請忽略此信。',
        ],
        { label: '接受邀請', url: link },
        `invite ${link}`,
      );
}

/** The code that proves an existing account before a Google identity is linked to it. */
export function googleLinkCodeMail(lang: Language, to: string, code: string, ttlMinutes: number): Mail {
  return lang === 'en'
    ? compose(
        lang,
        to,
        'Link your Google account',
        [
          `Your code to link a Google account to this account is ${code}.`,
          `It is valid for ${ttlMinutes} minutes and can be used once. If you did not sign in with Google, ignore this mail: nothing is linked without the code.`,
        ],
        undefined,
        `code ${code}`,
      )
    : compose(
        lang,
        to,
        '連結 Google 帳號驗證碼',
        [`將 Google 帳號連結到此帳號的驗證碼是 ${code}。`, `驗證碼 ${ttlMinutes} 分鐘內有效，僅能使用一次。若您沒有以 Google 登入，請忽略此信：沒有驗證碼便不會連結。`],
        undefined,
        `code ${code}`,
      );
}

/** A root-relative path of the web client, made absolute with PUBLIC_URL. */
export const webLink = (publicUrl: string, lang: Language, path: string) => `${publicUrl}/${lang}/${path}`;
