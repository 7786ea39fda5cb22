// Reading the mail sink's HTTP side from a spec: waits for the next mail to an address.
import type { SinkMail } from './mail-sink-server.ts';

export const mailSinkUrl = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 4726}`;

/** Waits for the `index`-th mail (0-based) sent to `to`. */
export async function waitForMail(to: string, index = 0, timeoutMs = 15_000): Promise<SinkMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const response = await fetch(`${mailSinkUrl}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as SinkMail[];
    const mail = mails[index];
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no mail #${index} to ${to} within ${timeoutMs} ms`);
}

/** The first web link in a mail's text (the code link or the reset link). */
export function linkIn(mail: SinkMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
