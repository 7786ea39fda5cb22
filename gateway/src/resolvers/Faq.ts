import type { FaqResolvers } from '../generated/resolvers-types.ts';

export const Faq: FaqResolvers = {
  id: (faq) => String(faq.id),
};
