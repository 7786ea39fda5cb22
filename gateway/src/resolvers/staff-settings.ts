// The studio's site settings (schema.graphql, "site settings in the studio"; issue 21): the impact
// figures and social links with their versions, versioned saves of each, and their revisions. A save
// or a restore drops the public answers made of the settings (tag `setting`, cache/content-changes.ts)
// before it answers.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type {
  ImpactFigure,
  MutationResolvers,
  QueryResolvers,
  SiteSettingKey,
  SiteSettingRevision,
  SiteSettingRevisionAction,
  SocialLink,
  StaffSiteSettings,
} from '../generated/resolvers-types.ts';
import { fieldError } from '../graphql/validate-input.ts';
import { translate } from '../i18n.ts';
import { studioSettings, type SettingRevision, type StaffSettingsApi, type StudioSettingKey, type StudioSettingValue } from '../rest/staff-settings.ts';
import { networkFromRest, networkToRest, unitFromRest, unitToRest } from './enums.ts';

/** What the schema says of a key never saved: a save of it then names no version. */
const unsetVersion = 'unset';

const settingKeys = { IMPACT_FIGURES: 'impactFigures', SOCIAL_LINKS: 'socialLinks' } as const satisfies Record<SiteSettingKey, StudioSettingKey>;

const revisionActions = { earlier: 'EARLIER', save: 'SAVE', restore: 'RESTORE_REVISION' } as const satisfies Record<SettingRevision['action'], SiteSettingRevisionAction>;

const figuresFromRest = (figures: StudioSettingValue<'impactFigures'>): ImpactFigure[] =>
  figures.flatMap((figure) => {
    const unit = unitFromRest(figure.unit);
    return unit ? [{ key: figure.key, value: figure.value, unit }] : [];
  });

const linksFromRest = (links: StudioSettingValue<'socialLinks'>): SocialLink[] =>
  links.flatMap((link) => {
    const network = networkFromRest(link.network);
    return network ? [{ network, url: link.url }] : [];
  });

async function siteSettings(api: StaffSettingsApi): Promise<StaffSiteSettings> {
  const rows = await api.list();
  const figures = api.read(rows, 'impactFigures');
  const links = api.read(rows, 'socialLinks');
  return {
    impactFigures: figuresFromRest(figures.value ?? []),
    impactFiguresVersion: figures.version ?? unsetVersion,
    socialLinks: linksFromRest(links.value ?? []),
    socialLinksVersion: links.version ?? unsetVersion,
  };
}

/** A revision with its value under the setting's own field; a value of another shape (kept from before the rules) as an empty list. */
function toRevision(key: StudioSettingKey, revision: SettingRevision): SiteSettingRevision {
  const base = { id: String(revision.id), version: revision.version, action: revisionActions[revision.action], at: revision.at, by: revision.by, impactFigures: null, socialLinks: null };
  if (key === 'impactFigures') {
    const parsed = studioSettings.impactFigures.safeParse(revision.value);
    return { ...base, impactFigures: figuresFromRest(parsed.data ?? []) };
  }
  const parsed = studioSettings.socialLinks.safeParse(revision.value);
  return { ...base, socialLinks: linksFromRest(parsed.data ?? []) };
}

/**
 * Saves one key over `version`; the backend names a bad value's place within the list (`2.url`),
 * which the input holds under `list` (`links.2.url`), so the form can mark the field.
 */
async function save(context: GatewayContext, key: StudioSettingKey, version: string, list: string, value: unknown): Promise<StaffSiteSettings> {
  const { rest } = context;
  try {
    await rest.staffSettings.save(key, version === unsetVersion ? null : version, value);
  } catch (error) {
    if (error instanceof GraphQLError && Array.isArray(error.extensions.fields)) {
      const fields = error.extensions.fields as { path: string; message: string }[];
      error.extensions.fields = fields.map((field) => ({ ...field, path: field.path ? `${list}.${field.path}` : list }));
    }
    throw error;
  }
  await context.contentChanged(['setting']);
  return siteSettings(rest.staffSettings);
}

export const staffSettingsQuery: QueryResolvers = {
  staffSiteSettings: (_parent, _args, { rest }) => siteSettings(rest.staffSettings),
  staffSiteSettingRevisions: async (_parent, { setting }, { rest }) => {
    const key = settingKeys[setting];
    return (await rest.staffSettings.revisions(key)).map((revision) => toRevision(key, revision));
  },
};

export const staffSettingsMutation: MutationResolvers = {
  staffSaveImpactFigures: (_parent, { input }, context) =>
    save(
      context,
      'impactFigures',
      input.version,
      'figures',
      input.figures.map((figure) => ({ key: figure.key, value: figure.value, unit: unitToRest(figure.unit) })),
    ),
  staffSaveSocialLinks: (_parent, { input }, context) =>
    save(
      context,
      'socialLinks',
      input.version,
      'links',
      input.links.map((link) => ({ network: networkToRest(link.network), url: link.url })),
    ),
  staffRestoreSiteSettingRevision: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    if (!/^[1-9]\d{0,9}$/.test(input.revision)) throw fieldError(lang, { path: 'revision', message: translate(lang, 'badInput') });
    await rest.staffSettings.restore(settingKeys[input.setting], input.version, input.revision);
    // Visitors see the restored value as they would a saved one.
    await context.contentChanged(['setting']);
    return siteSettings(rest.staffSettings);
  },
};
