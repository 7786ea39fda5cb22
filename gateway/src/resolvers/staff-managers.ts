// The staff accounts (issue 20 item 2): the list, invitations, deactivation, and the invitee's
// acceptance (the password under the members' rules, then the authenticator's enrolment through
// `staffEnrolTotp`).
import { resetPasswordInput } from '@yip/rules';
import { z } from 'zod';
import type { MutationResolvers, QueryResolvers, StaffManagerResolvers } from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import { gatewayError } from '../rest/errors.ts';
import { isRecordId } from './ids.ts';
import { staffLanguages } from './staff-reminders.ts';

const inviteInput = z.object({ email: z.email({ error: 'validation.email' }).max(320, { error: 'validation.tooLong' }) });
const acceptInput = resetPasswordInput.extend({ token: z.string().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }) });

export const staffManagersQuery: QueryResolvers = {
  staffManagers: (_parent, _args, { rest }) => rest.staffPeople.managers(),
};

export const staffManagersMutation: MutationResolvers = {
  staffInviteManager: (_parent, { input }, { rest, lang }) => {
    const { email } = validateInput(inviteInput, { email: input.email.trim() }, lang);
    return rest.staffPeople.invite(email, staffLanguages[input.language]);
  },

  staffDeactivateManager: (_parent, { input }, { rest, lang }) => {
    if (!isRecordId(input.id)) throw gatewayError('NOT_FOUND', lang);
    return rest.staffPeople.deactivate(input.id);
  },

  staffAcceptInvite: async (_parent, { input }, { rest, lang }) => {
    const { token, password } = validateInput(acceptInput, input, lang);
    return (await rest.staffPeople.acceptInvite(token, password)).enrolment;
  },
};

export const StaffManager: StaffManagerResolvers = {
  id: (manager) => String(manager.id),
};
