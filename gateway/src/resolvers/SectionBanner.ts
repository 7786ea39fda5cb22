import type { SectionBannerResolvers } from '../generated/resolvers-types.ts';

export const SectionBanner: SectionBannerResolvers = {
  id: (banner) => String(banner.id),
  subtitle: (banner) => banner.subtitle || null,
};
