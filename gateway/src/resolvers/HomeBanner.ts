import type { HomeBannerResolvers } from '../generated/resolvers-types.ts';

export const HomeBanner: HomeBannerResolvers = {
  id: (banner) => String(banner.id),
  imageDesktop: (banner) => banner.imageDes,
  imageMobile: (banner) => banner.imageMob,
  link: (banner) => banner.link || null,
};
