// A real SMTP server on loopback that keeps what it receives, parsed, so tests can read the
// mails the backend sends through a genuine SMTP conversation.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './stack.ts';

export interface MailSink {
  url: string;
  mails: ParsedMail[];
  /** Waits for the next mail sent to `to` (after `since` mails already seen). */
  waitFor: (to: string, since?: number, timeoutMs?: number) => Promise<ParsedMail>;
  stop: () => Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));

  const recipients = (m: ParsedMail) =>
    [m.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase()) : []));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, since = 0, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.slice(since).find((m) => recipients(m).includes(to.toLowerCase()));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
