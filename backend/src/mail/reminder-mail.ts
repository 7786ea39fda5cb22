// The deadline reminder of an unsubmitted draft (applications/reminders/), in both languages.
import type { Language } from '../i18n/language.ts';
import type { Mail } from './mailer.ts';
import { compose, taipeiTime, type LinkedParagraph } from './templates.ts';

export interface ReminderStep {
  /** The step's name as the form shows it ("Team information"). */
  label: string;
  /** The labels of the fields still missing or wrong on it. */
  fields: string[];
  /** The step's page for this draft. */
  url: string;
}

export interface ReminderMail {
  /** The competition or incubator, in the mail's language. */
  title: string;
  /** Empty while the draft has no team name. */
  teamName: string;
  applyEnd: Date;
  /** The steps with something missing, in the form's order; none when only the submit is left. */
  steps: ReminderStep[];
  /** The confirmation page, where a complete draft is submitted. */
  confirmUrl: string;
  /** The signed link that turns the member's reminders off. */
  offUrl: string;
}

export function draftReminderMail(lang: Language, to: string, mail: ReminderMail): Mail {
  const first = mail.steps[0]?.url ?? mail.confirmUrl;
  const note = `reminder, deadline ${mail.applyEnd.toISOString()}`;
  if (lang === 'en') {
    const team = mail.teamName ? `"${mail.teamName}"` : 'your team';
    const steps = mail.steps.map((step): LinkedParagraph => ({ text: `${step.label}: ${step.fields.join(', ')}.`, link: { label: 'Complete it', url: step.url } }));
    return compose(
      lang,
      to,
      `Reminder: your ${mail.title} application is not submitted yet`,
      [
        `The application of ${team} to the ${mail.title} is still a draft. Applications close at ${taipeiTime(mail.applyEnd, 'en')}; a draft not submitted by then cannot be submitted.`,
        ...(steps.length > 0 ? ['Still missing or to be corrected:', ...steps] : ['Every field is filled in: check the application and submit it.']),
      ],
      { label: steps.length > 0 ? 'Continue my application' : 'Check and submit', url: first },
      note,
      { text: 'Do not want these deadline reminders?', link: { label: 'Stop reminders', url: mail.offUrl } },
    );
  }
  const team = mail.teamName ? `「${mail.teamName}」` : '您的團隊';
  const steps = mail.steps.map((step): LinkedParagraph => ({ text: `${step.label}：${step.fields.join('、')}。`, link: { label: '前往填寫', url: step.url } }));
  return compose(
    lang,
    to,
    `提醒：${mail.title}報名尚未送出`,
    [
      `${team}的${mail.title}報名仍是草稿。報名將於 ${taipeiTime(mail.applyEnd, 'zhTw')} 截止，截止前未送出的草稿將無法報名。`,
      ...(steps.length > 0 ? ['尚未填寫或需要修正的欄位：', ...steps] : ['資料已填寫完整，請確認後送出報名。']),
    ],
    { label: steps.length > 0 ? '繼續填寫報名資料' : '確認並送出', url: first },
    note,
    { text: '不想再收到截止提醒？', link: { label: '停止提醒', url: mail.offUrl } },
  );
}
