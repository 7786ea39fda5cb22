import type { MentorResolvers } from '../generated/resolvers-types.ts';

export const Mentor: MentorResolvers = {
  id: (mentor) => String(mentor.id),
  organisation: (mentor) => mentor.org,
  org: (mentor) => mentor.org,
};
