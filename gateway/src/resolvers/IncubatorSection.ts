import type { IncubatorSectionResolvers } from '../generated/resolvers-types.ts';
import { documentParagraphs } from '@yip/rules';
import { incubatorAnchorFromRest, incubatorGroupFromRest } from './content-enums.ts';

export const IncubatorSection: IncubatorSectionResolvers = {
  id: (section) => String(section.id),
  anchor: (section) => incubatorAnchorFromRest(section.anchor),
  group: (section) => (section.group ? incubatorGroupFromRest(section.group) : null),
  body: (section) => section.content,
  paragraphs: (section) => documentParagraphs(section.content),
};
