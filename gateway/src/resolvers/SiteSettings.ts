import type { ImpactFigure, SiteSettingsResolvers, SocialLink } from '../generated/resolvers-types.ts';
import { networkFromRest, unitFromRest } from './enums.ts';

// A setting is edited by hand by a manager: an entry the schema cannot express (an unknown unit or
// network) is left out rather than failing the whole home page.
export const SiteSettings: SiteSettingsResolvers = {
  impactFigures: (settings) =>
    (settings.impactFigures ?? []).flatMap((figure): ImpactFigure[] => {
      const unit = unitFromRest(figure.unit);
      return unit && typeof figure.value === 'number' ? [{ key: figure.key, value: figure.value, unit }] : [];
    }),
  socialLinks: (settings) =>
    (settings.socialLinks ?? []).flatMap((link): SocialLink[] => {
      const network = networkFromRest(link.network);
      return network ? [{ network, url: link.url }] : [];
    }),
  // Not a manager's setting: the gateway's own configuration (GOOGLE_CLIENT_ID, GOOGLE_AUTHORIZE_URL).
  googleSignIn: (_settings, _args, { googleSignIn }) => googleSignIn,
};
