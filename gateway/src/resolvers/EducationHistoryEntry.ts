import type { EducationHistoryEntryResolvers } from '../generated/resolvers-types.ts';
import { documentParagraphs } from '@yip/rules';
import { historyKindFromRest } from './content-enums.ts';

export const EducationHistoryEntry: EducationHistoryEntryResolvers = {
  id: (entry) => String(entry.id),
  kind: (entry) => historyKindFromRest(entry.kind),
  body: (entry) => entry.content,
  paragraphs: (entry) => documentParagraphs(entry.content),
};
