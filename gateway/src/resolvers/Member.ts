import type { MemberResolvers } from '../generated/resolvers-types.ts';

export const Member: MemberResolvers = {
  id: (member) => String(member.id),
};
