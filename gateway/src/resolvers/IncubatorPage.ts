import type { IncubatorPageResolvers } from '../generated/resolvers-types.ts';
import { activeSession } from './ContentQuery.ts';

export const IncubatorPage: IncubatorPageResolvers = {
  session: (_page, _args, { rest }) => activeSession(rest, 'incubator'),
  sections: (_page, _args, { rest }) => rest.contentList('incubator/content'),
  faqs: (_page, _args, { rest }) => rest.contentList('incubator/qa'),
  testimonials: (_page, _args, { rest }) => rest.contentList('incubator/recommend'),
  mentors: (_page, _args, { rest }) => rest.contentList('incubator/teacher'),
  alumni: (_page, _args, { rest }) => rest.contentList('incubator/team'),
};
