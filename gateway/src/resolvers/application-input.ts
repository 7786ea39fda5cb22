// A save's GraphQL input → what the backend takes (DESIGN §4 multipart): `data` in rules shape with
// each kept file's url in its slot, `keepList`, and the new uploads named by slot. Checked with the
// programme's shared draft rules before anything goes upstream. Each programme's form
// (invention-input.ts, incubator-input.ts) says how its input, under GraphQL's names, maps to its
// rules' shape, and which input fields were renamed from the REST names the rules keep (input-names.ts).
import { joinReferral, type RenamedField } from '@yip/rules';
import type { z } from 'zod';
import type { FileInput, ReferralInput } from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import type { Language } from '../i18n.ts';
import type { DraftSave } from '../rest/applications.ts';
import { gatewayError } from '../rest/errors.ts';
import type { UploadPart } from '../rest/multipart.ts';
import { referralSourceToRest } from './application-enums.ts';

/** GraphQL sends null for a cleared field; the rules (and the REST body) leave it out. */
export const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** `{ source: PREVIOUS_TEAM, detail: 'Blue Sky' }` → `previous_team:Blue Sky`. */
export const referral = ({ source, detail }: ReferralInput) => joinReferral({ source: referralSourceToRest(source), detail: given(detail) });

/** Collects a save's files while the input is turned into rules shape. */
export class FileSlots {
  readonly keepList: string[] = [];
  readonly uploads: UploadPart[] = [];

  /** The slot's value in `data`: a kept file's url, or nothing (a new upload's part wins; empty clears). */
  slot(slot: string, file: FileInput | null | undefined): string | undefined {
    if (file?.upload) {
      this.uploads.push({ slot, upload: file.upload });
      return undefined;
    }
    if (file?.keep) {
      this.keepList.push(file.keep);
      return file.keep;
    }
    return undefined;
  }
}

/** One programme's application form: how its input becomes the data its draft rules check. */
export interface DraftForm<Input, Data> {
  /** The programme's draft rules from @yip/rules (a draft may be incomplete, each field given valid). */
  rules: z.ZodType<Data>;
  /** The input fields renamed from the rules' (REST) names, which stay as deprecated input fields (@yip/rules). */
  renamed: readonly RenamedField[];
  /** Rules shape, not yet checked, of an input under GraphQL's names alone; each file slot goes through `files`. */
  toRules(input: Input, files: FileSlots): unknown;
}

/** An Upload scalar's value: the promise of the file. */
const isUpload = (value: unknown): value is UploadPart['upload'] => typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Every upload of an input (a `FileInput.upload`), under whichever name its slot was given, found
 * before anything else so they can be let go whatever happens. Named by their input path.
 */
export function uploadsOf(input: unknown, path: string[] = []): UploadPart[] {
  if (Array.isArray(input)) return input.flatMap((item: unknown, index) => uploadsOf(item, [...path, String(index)]));
  if (typeof input !== 'object' || input === null || isUpload(input)) return [];
  return Object.entries(input).flatMap(([key, value]) =>
    key === 'upload' && isUpload(value) ? [{ slot: path.join('.'), upload: value }] : uploadsOf(value, [...path, key]),
  );
}

/**
 * The save in the backend's terms, or BAD_USER_INPUT with `extensions.fields` naming every broken
 * rule by its input path (`team.members.1.email`) in the request language.
 */
export function toDraftSave<Input, Data>(form: DraftForm<Input, Data>, input: Input, lang: Language): DraftSave<Data> {
  const files = new FileSlots();
  const data = form.toRules(input, files);
  // graphql-upload-minimal streams each file once: the same file in two slots cannot be sent.
  if (new Set(files.uploads.map((part) => part.upload)).size !== files.uploads.length) {
    throw gatewayError('BAD_USER_INPUT', lang);
  }
  return { data: validateInput(form.rules, data, lang), keepList: files.keepList, uploads: files.uploads };
}
