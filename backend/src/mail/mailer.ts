import type { FastifyBaseLogger } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The code or link meant for the recipient: printed to the console only when mails go to files. */
  devNote: string;
}

export interface Mailer {
  /** Queues a mail; delivery happens after the answer, so its timing reveals nothing to the caller. */
  send(mail: Mail): void;
  /** Sends a mail and answers whether it was delivered (a failure is logged), for work that records the outcome. */
  deliver(mail: Mail): Promise<boolean>;
  /** Resolves when every queued mail is delivered or has failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/mail. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = join(config.dataDir, 'mail');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<boolean>>();

  async function deliver(mail: Mail): Promise<void> {
    const info = await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    if (config.smtpUrl) {
      log.info({ to: mail.to }, 'mail sent');
      return;
    }
    mkdirSync(outbox, { recursive: true });
    const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    // The stream transport (buffer: true) answers the whole message as a Buffer.
    writeFileSync(file, (info as unknown as { message: Buffer }).message);
    // The one place a one-time secret is printed: with no SMTP, this line is how a person gets it.
    log.info(`mail to ${mail.to}: ${mail.devNote} (${file})`);
  }

  function tracked(mail: Mail): Promise<boolean> {
    const delivery: Promise<boolean> = deliver(mail)
      .then(
        () => true,
        (error: unknown) => {
          // Only the reason: the error object can hold the SMTP URL and the message body.
          log.error({ to: mail.to, reason: error instanceof Error ? error.message : String(error) }, 'mail delivery failed');
          return false;
        },
      )
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
    return delivery;
  }

  return {
    send(mail) {
      void tracked(mail);
    },
    deliver: tracked,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
