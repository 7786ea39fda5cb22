import { splitParagraphs } from '@yip/rules';
import type { CeoMessageResolvers } from '../generated/resolvers-types.ts';

export const CeoMessage: CeoMessageResolvers = {
  paragraphs: (message) => splitParagraphs(message.content),
};
