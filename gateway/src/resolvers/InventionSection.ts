import type { InventionSectionResolvers } from '../generated/resolvers-types.ts';
import { documentParagraphs } from '@yip/rules';
import { competitionGroupFromRest, inventionAnchorFromRest } from './content-enums.ts';

export const InventionSection: InventionSectionResolvers = {
  id: (section) => String(section.id),
  anchor: (section) => inventionAnchorFromRest(section.anchor),
  group: (section) => (section.group ? competitionGroupFromRest(section.group) : null),
  body: (section) => section.content,
  paragraphs: (section) => documentParagraphs(section.content),
  file: (section) => section.file || null,
};
