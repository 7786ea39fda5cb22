import type { GoogleLoginResultResolvers } from '../generated/resolvers-types.ts';

export const GoogleLoginResult: GoogleLoginResultResolvers = {
  // The backend answers `{ token }` for a session and `{ register: true, … }` for a sign-up.
  __resolveType: (result) => ('token' in result ? 'AuthPayload' : 'GoogleSignUpRequired'),
};
