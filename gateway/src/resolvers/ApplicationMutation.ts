// Mutations of the member's competition applications (schema.graphql, "applications" block).
import { z } from 'zod';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import { gatewayError } from '../rest/errors.ts';
import { discardUploads } from '../rest/multipart.ts';
import { toDraftSave, uploadsOf } from './application-input.ts';
import { isRecordId } from './ids.ts';
import { requireMember } from './require-member.ts';

const updateArgs = z.object({ version: z.number({ error: 'validation.required' }).int().nonnegative() });
/** The contract's 1–100 characters; visible ASCII, since it travels as an HTTP header (a UUID is typical). */
const submitArgs = z.object({
  idempotencyKey: z
    .string()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' })
    .regex(/^[\x21-\x7E]+$/, { error: 'badInput' }),
});

export const applicationMutation: MutationResolvers = {
  saveInventionDraft: async (_parent, { id, version, input }, context) => {
    const uploads = uploadsOf(input);
    try {
      requireMember(context);
      const { lang, rest, signal } = context;
      const save = toDraftSave(input, lang);
      if (id == null) return await rest.applications.create(save, signal);
      if (!isRecordId(id)) throw gatewayError('NOT_FOUND', lang);
      const checked = validateInput(updateArgs, { version: version ?? undefined }, lang);
      return await rest.applications.update(id, checked.version, save, signal);
    } finally {
      // Whatever happened, files nobody read are drained, so the browser's request completes.
      discardUploads(uploads);
    }
  },

  submitInventionApplication: (_parent, { id, idempotencyKey }, context) => {
    requireMember(context);
    if (!isRecordId(id)) throw gatewayError('NOT_FOUND', context.lang);
    const checked = validateInput(submitArgs, { idempotencyKey }, context.lang);
    return context.rest.applications.submit(id, checked.idempotencyKey);
  },
};
