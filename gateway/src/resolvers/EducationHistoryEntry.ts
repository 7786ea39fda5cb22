import type { EducationHistoryEntryResolvers } from '../generated/resolvers-types.ts';
import { toParagraphs } from './Article.ts';
import { historyKindFromRest } from './content-enums.ts';

export const EducationHistoryEntry: EducationHistoryEntryResolvers = {
  id: (entry) => String(entry.id),
  kind: (entry) => historyKindFromRest(entry.kind),
  paragraphs: (entry) => toParagraphs(entry.content),
};
