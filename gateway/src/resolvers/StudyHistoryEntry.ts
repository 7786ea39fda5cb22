import type { StudyHistoryEntryResolvers } from '../generated/resolvers-types.ts';
import { toParagraphs } from './Article.ts';

export const StudyHistoryEntry: StudyHistoryEntryResolvers = {
  id: (entry) => String(entry.id),
  paragraphs: (entry) => toParagraphs(entry.content),
  pdf: (entry) => entry.pdf || null,
};
