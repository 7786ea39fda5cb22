// One-minute signed addresses of the managers' spreadsheets, `/files/exports/{name}.xlsx?ask&sig`
// (and the subscribers' CSV, `subscribers.csv`):
// a browser downloads by following a link, which carries no bearer token, so the console asks for
// the address with its token and follows it at once. `ask` is the export (what, which filter, which
// language, for whom) as base64url JSON; `sig` an HMAC-SHA256 of it under a key derived from the JWT
// secret, as signed-urls.ts derives its own. The manager named must still be one, at the same token
// version (a password change or a deactivation voids the links), when it is followed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { applicationStatuses } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';

/** Long enough for the browser to follow the link it was just given; a leaked one dies at once. */
export const exportLinkSeconds = 60;

export const exportFilters = ['submitted', 'draft', 'all'] as const;

const exportAsk = z.strictObject({
  kind: z.enum(['invention', 'incubator', 'members', 'subscribers']),
  sessionId: z.number().int().positive().optional(),
  filter: z.enum(exportFilters).optional(),
  /** The table's statuses, instead of `filter`. */
  statuses: z.array(z.enum(applicationStatuses)).min(1).optional(),
  search: z.string().max(100).optional(),
  lang: z.enum(['zhTw', 'en']),
  by: z.number().int().positive(),
  version: z.number().int().min(0),
  exp: z.number().int().positive(),
});

export type ExportAsk = z.infer<typeof exportAsk>;

export interface ExportLinks {
  sign(ask: Omit<ExportAsk, 'exp'>, now?: Date): { url: string; expiresAt: string };
  /** The export a link asks for, if this backend signed it and it has not expired. */
  verify(ask: string | undefined, sig: string | undefined, now?: Date): ExportAsk | undefined;
}

export const exportFileName = (kind: ExportAsk['kind'], lang: Language) =>
  // Mailchimp's import takes the subscribers' CSV as it is, in no language.
  kind === 'subscribers' ? 'subscribers.csv' : `${kind === 'members' ? 'members' : `${kind}-applications`}-${lang}.xlsx`;

export function createExportLinks(jwtSecret: Uint8Array): ExportLinks {
  const key = createHmac('sha256', jwtSecret).update('export-urls').digest();
  const signature = (ask: string) => createHmac('sha256', key).update(ask).digest();

  return {
    sign(ask, now = new Date()) {
      const exp = Math.floor(now.getTime() / 1000) + exportLinkSeconds;
      const encoded = Buffer.from(JSON.stringify({ ...ask, exp })).toString('base64url');
      return {
        url: `/files/exports/${exportFileName(ask.kind, ask.lang)}?ask=${encoded}&sig=${signature(encoded).toString('hex')}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
    verify(ask, sig, now = new Date()) {
      if (!ask || !sig || ask.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(ask) || !/^[0-9a-f]{64}$/.test(sig)) return undefined;
      if (!timingSafeEqual(Buffer.from(sig, 'hex'), signature(ask))) return undefined;
      let parsed: ExportAsk;
      try {
        parsed = exportAsk.parse(JSON.parse(Buffer.from(ask, 'base64url').toString('utf8')));
      } catch {
        return undefined;
      }
      return parsed.exp >= now.getTime() / 1000 ? parsed : undefined;
    },
  };
}
