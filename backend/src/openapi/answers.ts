// What the backend answers, as zod schemas for its OpenAPI document (openapi/document.ts): the
// presenters' shapes (present.ts, accounts.ts, staff.ts, …) said once more, so a client can read
// them without reading the code. The contract suite (tests/contract) checks real answers against
// these and against the gateway's own schemas, so neither drifts unseen.
import { z } from 'zod';
import { applicationStatuses } from '../db/schema.ts';
import type { Programme } from '../applications/programme.ts';
import { draftSchema } from '../resources/drafts.ts';
import type { Family } from '../resources/families.ts';
import { fieldSpecKinds } from '../resources/field-specs.ts';

const instant = z.string().describe('ISO 8601 UTC');

export const accepted = z.object({ ok: z.literal(true) });
export const tokenAnswer = z.object({ token: z.string() });
export const loginAnswer = tokenAnswer.extend({ deviceToken: z.string().describe('Kept by the gateway in the device cookie; exempts the device from the login lock') });
export const otpTokenAnswer = z.object({ otpToken: z.string() });
export const googleLoginAnswer = z.union([
  tokenAnswer,
  z.object({ register: z.literal(true), profile: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }), socialToken: z.string() }),
  z.object({ link: z.literal(true), email: z.string(), linkToken: z.string() }),
]);
export const enrolmentOffer = z.object({ ticket: z.string(), secret: z.string(), otpauthUri: z.string() });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const enrolmentAnswer = loginAnswer.extend(recoveryCodes.shape);
export const downloadLink = z.object({ url: z.string(), expiresAt: instant });

/** `GET {role}/info` (auth/accounts.ts presentAccount). */
export const account = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  contactEmail: z.string().nullable(),
  subscribed: z.boolean(),
  role: z.enum(['user', 'manager']),
  hasPassword: z.boolean(),
});
export const staffMember = account.extend({ verified: z.boolean(), createdAt: instant });
export const manager = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
  enrolled: z.boolean(),
  invited: z.boolean(),
});
export const subscriber = z.object({ email: z.string(), confirmedAt: instant });
export const auditEntry = z.object({
  id: z.number().int(),
  at: instant,
  actor: z.object({ id: z.number().int().nullable(), email: z.string().nullable() }),
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.union([z.number(), z.string()]).nullable() }).nullable(),
  detail: z.unknown(),
  from: z.string().nullable(),
});
export const reminderReport = z.object({
  sessionId: z.number().int(),
  applyEnd: instant,
  stages: z.array(
    z.object({
      stage: z.number().int(),
      at: instant,
      configured: z.boolean(),
      passed: z.boolean(),
      sent: z.number().int(),
      failed: z.number().int(),
      applications: z.array(
        z.object({ id: z.number().int(), registrationNumber: z.string().nullable(), teamName: z.string().nullable(), sentAt: instant, outcome: z.enum(['sent', 'failed', 'sending']) }),
      ),
    }),
  ),
});
export const reminderPreview = z.object({ applicationId: z.number().int().nullable(), to: z.string().nullable(), subject: z.string(), html: z.string(), text: z.string() });
export const history = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['created', 'submitted', 'submitted_mailed', 'raised', 'downgraded', 'final_uploaded', 'reminder_mailed']),
      at: instant,
      by: z.string().nullable(),
      stage: z.number().int().optional(),
      delivered: z.boolean().optional(),
      recipients: z.array(z.string()).optional(),
    }),
  ),
});

export function page<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

const recordFields = { id: z.number().int(), position: z.number().int(), published: z.boolean(), createdAt: instant, updatedAt: instant, version: z.number().int() };

/**
 * A family's record as resources/present.ts answers it, from the family's own schema (the one its
 * writes are parsed with), localised fields as stored (`{ zhTw, en }`): a route answering in the
 * request's language says so (`view: 'language'` in routes.ts) and the document flattens them.
 */
export function familyRecord(family: Family) {
  return z.object({ ...recordFields, ...family.schema.shape, ...(family.memberAccess === 'none' ? {} : { ownerId: z.number().int().nullable() }) });
}

/**
 * An application as applications/present.ts answers it: its own fields, then its stored draft (the
 * programme's rules; each stored file also carries a signed `downloadUrl`), and for managers whose it is.
 */
export function application(programme: Programme, viewer: 'owner' | 'manager') {
  const own = z.object({
    id: z.number().int(),
    sessionId: z.number().int(),
    status: z.enum(applicationStatuses),
    version: z.number().int(),
    registrationNumber: z.string().nullable(),
    submittedAt: instant.nullable(),
    ...(programme.finalUpload ? { finalSubmittedAt: instant.nullable() } : {}),
    createdAt: instant,
    updatedAt: instant,
    ...(viewer === 'manager' ? { ownerId: z.number().int(), ownerEmail: z.string(), submittedInGrace: z.boolean() } : {}),
  });
  return z.intersection(own, programme.storedDraft);
}

/** A content record as the studio reads it: a draft may have a language empty (resources/drafts.ts). */
export function studioRecord(family: Family) {
  return z.object({ ...recordFields, updatedBy: z.string().nullable(), ...draftSchema(family).shape });
}

export function revisions(family: Family) {
  return z.object({
    items: z.array(
      z.object({
        version: z.number().int(),
        action: z.enum(['create', 'save', 'publish', 'unpublish', 'restoreRevision', 'restore']),
        at: instant,
        by: z.string().nullable(),
        published: z.boolean(),
        data: draftSchema(family),
        changedFields: z.array(z.string()),
      }),
    ),
  });
}

export const removedRecord = z.object({ id: z.number().int() });

/** The bin across families: each entry's record has its family's fields besides these. */
export const bin = z.object({
  items: z.array(
    z.object({
      family: z.string(),
      record: z.object({ ...recordFields, updatedBy: z.string().nullable() }),
      deletedAt: instant,
      deletedBy: z.string().nullable(),
      purgeAt: instant,
    }),
  ),
});

export const familySpecs = z.object({
  items: z.array(
    z.object({
      family: z.string(),
      titleField: z.string(),
      thumbnailField: z.string().nullable(),
      schedulable: z.boolean().describe('Its records can be published and unpublished at set times (…/resource/{id}/schedule)'),
      fields: z.array(
        z.object({
          name: z.string(),
          kind: z.enum(fieldSpecKinds),
          required: z.boolean(),
          maxLength: z.number().int().optional().describe('Graphemes per language'),
          choices: z.array(z.string()).optional(),
          multiline: z.boolean(),
          image: z.boolean(),
          refers: z.string().optional(),
        }),
      ),
    }),
  ),
});

/** A studio image upload (content-images/): the path its field takes, the largest size and both alt texts. */
export const contentImage = z.object({
  id: z.number().int(),
  path: z.string().describe('`/files/public/img-<slot>-<hex>-<width>.jpg`; every size and format is named alike'),
  slot: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.object({ zhTw: z.string(), en: z.string() }),
});
/** A record's publication times (resources/schedule.ts). */
export const schedule = z.object({ publishAt: instant.nullable(), unpublishAt: instant.nullable(), setBy: z.string().nullable() });

/** How many changes visitors could see each family has had (resources/change-feed.ts). */
export const changeCounts = z.object({ families: z.record(z.string(), z.number().int()) });

/** A setting as managers read it (settings/routes.ts `present`): the version names it in `If-Match`. */
export const storedSetting = z.object({ key: z.string(), value: z.json(), public: z.boolean(), version: z.string() });

/** A setting's revisions, newest first (settings/revisions.ts). */
export const settingRevisions = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      version: z.string(),
      action: z.enum(['earlier', 'save', 'restore']).describe('`earlier`: the value a first save replaced, kept then (who and when unknown)'),
      at: instant,
      by: z.string().nullable(),
      value: z.json(),
    }),
  ),
});
