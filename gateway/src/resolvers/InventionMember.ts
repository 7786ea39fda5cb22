import type { InventionMemberResolvers } from '../generated/resolvers-types.ts';

export const InventionMember: InventionMemberResolvers = {
  pdfFile: (member) => member.pdfFile ?? null,
};
