import type { StudyHistoryEntryResolvers } from '../generated/resolvers-types.ts';
import { documentParagraphs } from '@yip/rules';

export const StudyHistoryEntry: StudyHistoryEntryResolvers = {
  id: (entry) => String(entry.id),
  body: (entry) => entry.content,
  paragraphs: (entry) => documentParagraphs(entry.content),
  pdf: (entry) => entry.pdf || null,
};
