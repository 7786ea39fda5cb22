import type { InventionMemberResolvers } from '../generated/resolvers-types.ts';

const studentProof: NonNullable<InventionMemberResolvers['studentProof']> = (member) => member.pdfFile ?? null;

export const InventionMember: InventionMemberResolvers = {
  studentProof,
  pdfFile: studentProof,
};
