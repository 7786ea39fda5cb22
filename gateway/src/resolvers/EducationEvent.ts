import type { EducationEventResolvers } from '../generated/resolvers-types.ts';
import { documentParagraphs } from '@yip/rules';
import { eventKindFromRest, eventStatusFromRest } from './content-enums.ts';

export const EducationEvent: EducationEventResolvers = {
  id: (event) => String(event.id),
  kind: (event) => eventKindFromRest(event.kind),
  body: (event) => event.content,
  paragraphs: (event) => documentParagraphs(event.content),
  startAt: (event) => new Date(event.startAt).toISOString(),
  endAt: (event) => new Date(event.endAt).toISOString(),
  status: (event) => eventStatusFromRest(event.status),
  signupUrl: (event) => event.signupUrl || null,
};
