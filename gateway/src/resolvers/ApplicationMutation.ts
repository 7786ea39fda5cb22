// Mutations of the member's applications, both programmes (schema.graphql, "applications" and
// "incubator applications" blocks): save a draft and submit, as one machinery for each programme's
// form, and the incubator's final-round upload.
import { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { argumentsOf } from '../graphql/input-form.ts';
import { fieldError, validateInput } from '../graphql/validate-input.ts';
import { translate } from '../i18n.ts';
import type { ApplicationRecord } from '../rest/application-records.ts';
import type { ApplicationsApi } from '../rest/applications.ts';
import type { RestClient } from '../rest/client.ts';
import { gatewayError } from '../rest/errors.ts';
import { discardUploads } from '../rest/multipart.ts';
import { toDraftSave, uploadsOf, type DraftForm } from './application-input.ts';
import { incubatorForm } from './incubator-input.ts';
import { inventionForm } from './invention-input.ts';
import { isRecordId } from './ids.ts';

const updateArgs = z.object({ version: z.number({ error: 'validation.required' }).int().nonnegative() });
/** The contract's 1–100 characters; visible ASCII, since it travels as an HTTP header (a UUID is typical). */
const submitArgs = z.object({
  idempotencyKey: z
    .string()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' })
    .regex(/^[\x21-\x7E]+$/, { error: 'badInput' }),
});

type ApiOf<A extends ApplicationRecord, Data> = (rest: RestClient) => ApplicationsApi<A, Data>;

interface SaveArgs<Input> {
  id?: string | null;
  version?: number | null;
  input: Input;
}

/** Creates a draft (no id) or replaces one at the version last read, after the programme's draft rules. */
const saveDraft =
  <Input, Data, A extends ApplicationRecord>(form: DraftForm<Input, Data>, api: ApiOf<A, Data>) =>
  async (_parent: unknown, { id, version, input }: SaveArgs<Input>, context: GatewayContext): Promise<A> => {
    const uploads = uploadsOf(form, input);
    try {
      const { lang, rest, signal } = context;
      const save = toDraftSave(form, input, lang);
      if (id == null) return await api(rest).create(save, signal);
      if (!isRecordId(id)) throw gatewayError('NOT_FOUND', lang);
      const checked = validateInput(updateArgs, { version: version ?? undefined }, lang);
      return await api(rest).update(id, checked.version, save, signal);
    } finally {
      // Whatever happened, files nobody read are drained, so the browser's request completes.
      discardUploads(uploads);
    }
  };

interface SubmitArgs {
  input?: { id: string; idempotencyKey: string } | null;
  id?: string | null;
  idempotencyKey?: string | null;
}

const submit =
  <A extends ApplicationRecord>(api: ApiOf<A, unknown>) =>
  (_parent: unknown, args: SubmitArgs, context: GatewayContext): Promise<A> => {
    const { id, idempotencyKey } = argumentsOf(args);
    if (id == null || !isRecordId(id)) throw gatewayError('NOT_FOUND', context.lang);
    const checked = validateInput(submitArgs, { idempotencyKey }, context.lang);
    return api(context.rest).submit(id, checked.idempotencyKey);
  };

export const applicationMutation: MutationResolvers = {
  saveInventionDraft: saveDraft(inventionForm, (rest) => rest.inventionApplications),
  submitInventionApplication: submit((rest) => rest.inventionApplications),
  saveIncubatorDraft: saveDraft(incubatorForm, (rest) => rest.incubatorApplications),
  submitIncubatorApplication: submit((rest) => rest.incubatorApplications),

  // The PDF streams straight through; its type, size, the status and the deadline are the backend's to judge.
  uploadIncubatorFinal: async (_parent, args, context) => {
    const { id, file } = argumentsOf(args);
    try {
      if (id == null || !isRecordId(id)) throw gatewayError('NOT_FOUND', context.lang);
      if (file == null) throw fieldError(context.lang, { path: 'file', message: translate(context.lang, 'validation.required') });
      return await context.rest.incubatorApplications.uploadFinal(id, file, context.signal);
    } finally {
      if (file != null) discardUploads([{ slot: 'file', upload: file }]);
    }
  },
};
