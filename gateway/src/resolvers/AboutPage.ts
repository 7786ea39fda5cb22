import type { AboutPageResolvers } from '../generated/resolvers-types.ts';

export const AboutPage: AboutPageResolvers = {
  partners: (about) => about.partners.map((partner) => ({ ...partner, url: partner.url || null })),
};
