// Mutations of the member's applications, both programmes (schema.graphql, "applications" and
// "incubator applications" blocks): save a draft and submit, as one machinery for each programme's
// form, and the incubator's final-round upload. A field error names its field as the client's input
// did: by its GraphQL name, or by the deprecated REST name where the client wrote that (input-names.ts).
import type { RenamedField } from '@yip/rules';
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
import { inClientWords, withGraphQLNames, type DeprecatedSpots } from './input-names.ts';
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

/**
 * A draft save: `saveXApplicationDraft`'s input (the application's parts beside its id and version),
 * or the deprecated `saveXDraft`'s loose arguments. Field paths are the same in both (`team.name`, `version`).
 */
interface DraftArgs<Input> {
  id?: string | null;
  version?: number | null;
  application: Input;
}

/** Creates a draft (no id) or replaces one at the version last read, after the programme's draft rules. */
const saveDraft =
  <Input, Data, A extends ApplicationRecord>(form: DraftForm<Input, Data>, api: ApiOf<A, Data>) =>
  async ({ id, version, application }: DraftArgs<Input>, context: GatewayContext): Promise<A> => {
    const uploads = uploadsOf(application);
    let spots: DeprecatedSpots = new Set();
    try {
      const { lang, rest, signal } = context;
      const named = withGraphQLNames(form.renamed, application, lang);
      spots = named.spots;
      const save = toDraftSave(form, named.input, lang);
      if (id == null) return await api(rest).create(save, signal);
      if (!isRecordId(id)) throw gatewayError('NOT_FOUND', lang);
      const checked = validateInput(updateArgs, { version: version ?? undefined }, lang);
      return await api(rest).update(id, checked.version, save, signal);
    } catch (error) {
      // The rules and the backend name fields by REST's names; a `version` error keeps its own path.
      throw inClientWords(form.renamed, spots, error);
    } finally {
      // Whatever happened, files nobody read are drained, so the browser's request completes.
      discardUploads(uploads);
    }
  };

/** Both forms of a programme's draft save. */
function draftSaves<Input extends object, Data, A extends ApplicationRecord>(form: DraftForm<Input, Data>, api: ApiOf<A, Data>) {
  const save = saveDraft(form, api);
  return {
    // The input is read as the application (its id and version lie beside the parts, which is all a form reads).
    current: (_parent: unknown, { input }: { input: Input & { id?: string | null; version?: number | null } }, context: GatewayContext) =>
      save({ id: input.id, version: input.version, application: input }, context),
    deprecated: (_parent: unknown, { id, version, input }: { id?: string | null; version?: number | null; input: Input }, context: GatewayContext) =>
      save({ id, version, application: input }, context),
  };
}

interface SubmitArgs {
  input?: { id: string; idempotencyKey: string } | null;
  id?: string | null;
  idempotencyKey?: string | null;
}

/** Submits; the missing or broken fields the backend names are told by their GraphQL names (`proposal.sdgGoals`). */
const submit =
  <A extends ApplicationRecord>(renamed: readonly RenamedField[], api: ApiOf<A, unknown>) =>
  async (_parent: unknown, args: SubmitArgs, context: GatewayContext): Promise<A> => {
    const { id, idempotencyKey } = argumentsOf(args);
    if (id == null || !isRecordId(id)) throw gatewayError('NOT_FOUND', context.lang);
    const checked = validateInput(submitArgs, { idempotencyKey }, context.lang);
    try {
      return await api(context.rest).submit(id, checked.idempotencyKey);
    } catch (error) {
      throw inClientWords(renamed, new Set(), error);
    }
  };

const invention = draftSaves(inventionForm, (rest) => rest.inventionApplications);
const incubator = draftSaves(incubatorForm, (rest) => rest.incubatorApplications);

export const applicationMutation: MutationResolvers = {
  saveInventionApplicationDraft: invention.current,
  saveInventionDraft: invention.deprecated,
  submitInventionApplication: submit(inventionForm.renamed, (rest) => rest.inventionApplications),
  saveIncubatorApplicationDraft: incubator.current,
  saveIncubatorDraft: incubator.deprecated,
  submitIncubatorApplication: submit(incubatorForm.renamed, (rest) => rest.incubatorApplications),

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
