import type { IncubatorPageResolvers } from '../generated/resolvers-types.ts';
import { activeSession } from './ContentQuery.ts';

export const IncubatorPage: IncubatorPageResolvers = {
  session: (_page, _args, { rest }) => activeSession(rest, 'incubator'),
  sections: (_page, _args, { rest }) => rest.contentList('incubator/content'),
  faqs: async (_page, _args, { rest }) => (await rest.contentList('incubator/qa')).map((faq) => ({ ...faq, programme: 'incubator' as const })),
  testimonials: async (_page, _args, { rest }) =>
    (await rest.contentList('incubator/recommend')).map((testimonial) => ({ ...testimonial, programme: 'incubator' as const })),
  mentors: (_page, _args, { rest }) => rest.contentList('incubator/teacher'),
  alumni: (_page, _args, { rest }) => rest.contentList('incubator/team'),
};
