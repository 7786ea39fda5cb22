import type { ThemeResolvers } from '../generated/resolvers-types.ts';
import { themeFromRest } from './content-enums.ts';

export const Theme: ThemeResolvers = {
  key: (theme) => themeFromRest(theme.key),
};
