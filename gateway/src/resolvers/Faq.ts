import type { FaqResolvers } from '../generated/resolvers-types.ts';
import { programmeFromRest } from './content-enums.ts';

export const Faq: FaqResolvers = {
  id: (faq) => String(faq.id),
  programme: (faq) => programmeFromRest(faq.programme),
};
