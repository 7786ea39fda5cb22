import type { IncubatorSectionResolvers } from '../generated/resolvers-types.ts';
import { toParagraphs } from './Article.ts';
import { incubatorAnchorFromRest, incubatorGroupFromRest } from './content-enums.ts';

export const IncubatorSection: IncubatorSectionResolvers = {
  id: (section) => String(section.id),
  anchor: (section) => incubatorAnchorFromRest(section.anchor),
  group: (section) => (section.group ? incubatorGroupFromRest(section.group) : null),
  paragraphs: (section) => toParagraphs(section.content),
};
