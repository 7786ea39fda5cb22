import type { EducationEventResolvers } from '../generated/resolvers-types.ts';
import { toParagraphs } from './Article.ts';
import { eventKindFromRest, eventStatusFromRest } from './content-enums.ts';

export const EducationEvent: EducationEventResolvers = {
  id: (event) => String(event.id),
  kind: (event) => eventKindFromRest(event.kind),
  paragraphs: (event) => toParagraphs(event.content),
  startAt: (event) => new Date(event.startAt).toISOString(),
  endAt: (event) => new Date(event.endAt).toISOString(),
  status: (event) => eventStatusFromRest(event.status),
  signupUrl: (event) => event.signupUrl || null,
};
