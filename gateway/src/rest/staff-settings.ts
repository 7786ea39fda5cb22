// The manager calls behind the studio's site settings (issue 21; backend settings/routes.ts): every
// setting with the version a save names, versioned saves of one key, its revisions and their restore.
import { z } from 'zod';
import { impactFigure, socialLink } from './dto.ts';
import { gatewayError } from './errors.ts';
import type { Upstream } from './request.ts';

export const storedSetting = z.object({ key: z.string(), value: z.unknown(), public: z.boolean(), version: z.string() });
export type StoredSetting = z.output<typeof storedSetting>;

export const settingRevisions = z.object({
  items: z.array(
    z.object({ id: z.number(), version: z.string(), action: z.enum(['earlier', 'save', 'restore']), at: z.string(), by: z.string().nullable(), value: z.unknown() }),
  ),
});
export type SettingRevision = z.output<typeof settingRevisions>['items'][number];

/** The keys the studio edits and the shape each holds. */
export const studioSettings = {
  impactFigures: z.array(impactFigure),
  socialLinks: z.array(socialLink),
} as const;
export type StudioSettingKey = keyof typeof studioSettings;
export type StudioSettingValue<K extends StudioSettingKey> = z.output<(typeof studioSettings)[K]>;

/** A key as the studio reads it: its value, and its version (null when it was never set). */
export interface StudioSetting<K extends StudioSettingKey> {
  value: StudioSettingValue<K> | undefined;
  version: string | null;
}

export class StaffSettingsApi {
  constructor(private readonly upstream: Upstream) {}

  /** Every setting, public or not, as stored. */
  list(): Promise<StoredSetting[]> {
    return this.upstream.request({ method: 'get', path: 'setting/pvt/info/list', answer: z.array(storedSetting) });
  }

  /** One key the studio edits, from the list; UPSTREAM_INVALID when its value has another shape. */
  read<K extends StudioSettingKey>(rows: StoredSetting[], key: K): StudioSetting<K> {
    const row = rows.find((each) => each.key === key);
    if (!row) return { value: undefined, version: null };
    const parsed = studioSettings[key].safeParse(row.value);
    if (!parsed.success) throw gatewayError('UPSTREAM_INVALID', this.upstream.lang);
    return { value: parsed.data as StudioSettingValue<K>, version: row.version };
  }

  /**
   * Replaces a key's value over `version` (null: only if never set); CONFLICT, reason STALE_VERSION,
   * when it was saved since.
   */
  async save(key: StudioSettingKey, version: string | null, value: unknown): Promise<void> {
    await this.upstream.request({
      method: 'put',
      path: `setting/pvt/update/${key}`,
      json: { value },
      headers: version === null ? { 'If-None-Match': '*' } : { 'If-Match': `"${version}"` },
      answer: storedSetting,
    });
  }

  /** A key's revisions, newest first. */
  async revisions(key: StudioSettingKey): Promise<SettingRevision[]> {
    return (await this.upstream.request({ method: 'get', path: `setting/pvt/revisions/${key}`, answer: settingRevisions })).items;
  }

  /** Saves revision `revision`'s value as the key's over `version`; CONFLICT, reason STALE_VERSION, when it was saved since. */
  async restore(key: StudioSettingKey, version: string, revision: string): Promise<void> {
    await this.upstream.request({
      method: 'post',
      path: `setting/pvt/revisions/${key}/${encodeURIComponent(revision)}/restore`,
      json: {},
      headers: { 'If-Match': `"${version}"` },
      answer: storedSetting,
    });
  }
}
