import type { ContentFamily } from '../../../generated/types.ts';

/**
 * The backend's name of a family (`HOME_BANNER` → `home/banner`), which the image slots of
 * `@yip/rules` are keyed by: the enum is the name with `/` as `_`, the articles' own family aside.
 */
export const backendFamilyName = (family: ContentFamily): string =>
  family === 'ARTICLE' ? 'article/article' : family.toLowerCase().replace('_', '/');
