// Mutation fields of staff sign-in (schema.graphql, "staff accounts" block). Who may call each is
// the schema's `@public` / `@auth(role: MANAGER)` (graphql/auth-directive.ts).
import { loginInput } from '@yip/rules';
import { z } from 'zod';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';

const totp = z.string().regex(/^\d{6}$/, { error: 'validation.code' });
// A member's login rules, then the second factor: the app's code or a recovery code, never both.
const staffSignInInput = loginInput
  .extend({
    totp: totp.optional(),
    recoveryCode: z.string().trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.tooLong' }).optional(),
  })
  .refine((input) => input.totp === undefined || input.recoveryCode === undefined, { error: 'staffOneSecondFactor', path: ['recoveryCode'] });
const staffEnrolTotpInput = z.object({ ticket: z.string().min(1, { error: 'validation.required' }).max(1024, { error: 'validation.tooLong' }), totp });
const staffRenewRecoveryCodesInput = z.object({ totp });

export const staffMutation: MutationResolvers = {
  staffSignIn: async (_parent, { input }, { rest, lang, device }) => {
    const checked = validateInput(staffSignInInput, { ...input, totp: input.totp ?? undefined, recoveryCode: input.recoveryCode ?? undefined }, lang);
    const answer = await rest.staffAccounts.signIn(checked, device.token);
    if (answer.step !== 'SIGNED_IN') return { step: answer.step, enrolment: 'enrolment' in answer ? answer.enrolment : null, token: null };
    device.remember(answer.deviceToken);
    return { step: answer.step, token: answer.token, enrolment: null };
  },

  staffEnrolTotp: (_parent, { input }, { rest, lang }) => {
    const { ticket, totp: code } = validateInput(staffEnrolTotpInput, input, lang);
    return rest.staffAccounts.enrolTotp(ticket, code);
  },

  staffRenewRecoveryCodes: (_parent, { input }, { rest, lang }) => {
    const { totp: code } = validateInput(staffRenewRecoveryCodesInput, input, lang);
    return rest.staffAccounts.renewRecoveryCodes(code);
  },

  staffRenewSession: (_parent, _args, { rest }) => rest.staffAccounts.renew(),

  staffSignOut: async (_parent, _args, { rest, claims, verifiedTokens }) => {
    await rest.staffAccounts.logout();
    // As a member's logout: every token of this sign-in ends, so none stays trusted by the memo.
    if (claims) await verifiedTokens.revokeMember(claims.sub);
    return true;
  },
};
