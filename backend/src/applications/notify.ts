// The mails of an application's team: on submit (the leader, and the competition's advisors) and
// on the incubator's final upload (the leader). A mail that fails is logged by the mailer, never
// the request's failure.
import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';
import { applicationSubmittedMail, finalUploadedMail, webLink } from '../mail/templates.ts';
import { valueAt, type Programme } from './programme.ts';

/** The leader and every advisor, once each. */
export function mailSubmitted(app: FastifyInstance, programme: Programme, row: ApplicationRow, language: Language): void {
  const seen = new Set<string>();
  for (const recipient of programme.recipients(row.data)) {
    const address = recipient.email.trim().toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    const path = recipient.role === 'leader' ? programme.memberListPath : programme.publicPath;
    app.mailer.send(
      applicationSubmittedMail(language, recipient.email, {
        programme: programme.name,
        role: recipient.role,
        title: programme.title[language],
        teamName: programme.teamName(row.data),
        registrationNumber: row.registrationNumber ?? '',
        receivedAt: new Date(row.submittedAt ?? row.updatedAt),
        link: webLink(app.config.publicUrl, language, path),
      }),
    );
  }
}

/** The leader, with the received file's name and time. */
export function mailFinalUploaded(app: FastifyInstance, programme: Programme, row: ApplicationRow, language: Language): void {
  const path = programme.finalUpload?.path;
  const file = path ? (valueAt(row.data, path) as { name?: string } | undefined) : undefined;
  for (const recipient of programme.recipients(row.data)) {
    if (recipient.role !== 'leader') continue;
    app.mailer.send(
      finalUploadedMail(language, recipient.email, {
        title: programme.title[language],
        teamName: programme.teamName(row.data),
        registrationNumber: row.registrationNumber ?? '',
        fileName: file?.name ?? '',
        receivedAt: new Date(row.finalSubmittedAt ?? row.updatedAt),
        link: webLink(app.config.publicUrl, language, programme.memberListPath),
      }),
    );
  }
}
