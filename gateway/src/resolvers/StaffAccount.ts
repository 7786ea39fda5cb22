import type { StaffAccountResolvers } from '../generated/resolvers-types.ts';

export const StaffAccount: StaffAccountResolvers = {
  id: (account) => String(account.id),
};
