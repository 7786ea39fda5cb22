import type { InventionSectionResolvers } from '../generated/resolvers-types.ts';
import { toParagraphs } from './Article.ts';
import { competitionGroupFromRest, inventionAnchorFromRest } from './content-enums.ts';

export const InventionSection: InventionSectionResolvers = {
  id: (section) => String(section.id),
  anchor: (section) => inventionAnchorFromRest(section.anchor),
  group: (section) => (section.group ? competitionGroupFromRest(section.group) : null),
  paragraphs: (section) => toParagraphs(section.content),
  file: (section) => section.file || null,
};
