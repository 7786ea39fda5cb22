import type { HomeBannerResolvers } from '../generated/resolvers-types.ts';
import { responsiveImage } from './content-images.ts';

export const HomeBanner: HomeBannerResolvers = {
  id: (banner) => String(banner.id),
  imageDesktop: (banner) => banner.imageDes,
  imageMobile: (banner) => banner.imageMob,
  imageDesktopSources: (banner) => responsiveImage(banner.imageDes),
  imageMobileSources: (banner) => responsiveImage(banner.imageMob),
  link: (banner) => banner.link || null,
};
