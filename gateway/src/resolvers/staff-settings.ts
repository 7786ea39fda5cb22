// The studio's site settings (schema.graphql, "site settings in the studio"; issue 21): the impact
// figures and social links with their versions, and versioned saves of each. A save drops the public
// answers made of the settings (tag `setting`, cache/content-changes.ts) before it answers.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { ImpactFigure, MutationResolvers, QueryResolvers, SocialLink, StaffSiteSettings } from '../generated/resolvers-types.ts';
import type { StaffSettingsApi, StudioSettingKey } from '../rest/staff-settings.ts';
import { networkFromRest, networkToRest, unitFromRest, unitToRest } from './enums.ts';

/** What the schema says of a key never saved: a save of it then names no version. */
const unsetVersion = 'unset';

async function siteSettings(api: StaffSettingsApi): Promise<StaffSiteSettings> {
  const rows = await api.list();
  const figures = api.read(rows, 'impactFigures');
  const links = api.read(rows, 'socialLinks');
  return {
    impactFigures: (figures.value ?? []).flatMap((figure): ImpactFigure[] => {
      const unit = unitFromRest(figure.unit);
      return unit ? [{ key: figure.key, value: figure.value, unit }] : [];
    }),
    impactFiguresVersion: figures.version ?? unsetVersion,
    socialLinks: (links.value ?? []).flatMap((link): SocialLink[] => {
      const network = networkFromRest(link.network);
      return network ? [{ network, url: link.url }] : [];
    }),
    socialLinksVersion: links.version ?? unsetVersion,
  };
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
};
