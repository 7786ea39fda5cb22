import type { CeoMessageResolvers } from '../generated/resolvers-types.ts';
import { toParagraphs } from './Article.ts';

export const CeoMessage: CeoMessageResolvers = {
  paragraphs: (message) => toParagraphs(message.content),
};
