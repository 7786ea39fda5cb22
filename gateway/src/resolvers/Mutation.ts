import {
  changePasswordInput,
  confirmCodeInput,
  forgotPasswordInput,
  googleLoginInput,
  loginCodeInput,
  loginInput,
  newsletterInput,
  profileInput,
  registerInput,
  resendCodeInput,
  resetPasswordInput,
  setPasswordInput,
  socialCompleteInput,
} from '@yip/rules';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { tokenSubject } from '../auth/token.ts';
import type { GatewayContext } from '../context.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { translate } from '../i18n.ts';
import { argumentsOf } from '../graphql/input-form.ts';
import { fieldError, validateInput } from '../graphql/validate-input.ts';

// Link secrets are 43 base64url characters; anything else is not worth a round trip, but the
// backend still decides. Only emptiness is checked here.
const linkSecret = z.object({ value: z.string().min(1, { error: 'validation.required' }) });
const listId = z.object({ list: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.required' }) });
const linkProof = z.object({
  linkToken: z.string().min(1, { error: 'validation.required' }),
  password: z.string().min(1, { error: 'validation.required' }).max(1024).optional(),
  code: z.string().regex(/^\d{6}$/, { error: 'validation.code' }).optional(),
});

/** After a call that ended the member's other sessions: no instance keeps trusting their old tokens. */
async function forgetSessions({ verifiedTokens }: GatewayContext, member: string | undefined): Promise<void> {
  if (member !== undefined) await verifiedTokens.revokeMember(member);
}

export const Mutation: MutationResolvers = {
  register: (_parent, { input }, { rest, lang }) => rest.accounts.register(validateInput(registerInput, input, lang)),

  resendRegistrationCode: (_parent, args, { rest, lang }) =>
    rest.accounts.resendRegistrationCode(validateInput(resendCodeInput, argumentsOf(args), lang).email),

  verifyEmail: (_parent, args, { rest, lang }) => {
    const { email, otp } = validateInput(confirmCodeInput, argumentsOf(args), lang);
    return rest.accounts.verifyEmail(email, otp);
  },

  login: async (_parent, args, { rest, lang, device }) => {
    const { email, password } = validateInput(loginInput, argumentsOf(args), lang);
    const { token, deviceToken } = await rest.accounts.login(email, password, device.token);
    device.remember(deviceToken);
    return { token };
  },

  loginWithEmailCode: async (_parent, args, { rest, lang, device }) => {
    const { email, code } = validateInput(loginCodeInput, argumentsOf(args), lang);
    const { token, deviceToken } = await rest.accounts.loginWithEmailCode(email, code, device.token);
    device.remember(deviceToken);
    return { token };
  },

  loginWithGoogle: (_parent, args, { rest, lang }) => {
    const { idToken, nonce } = validateInput(googleLoginInput, argumentsOf(args), lang);
    return rest.accounts.loginWithGoogle(idToken, nonce).then((answer) => {
      if (!('link' in answer)) return answer;
      // Backwards compatible: a client that knows no reason shows the CONFLICT message, as before.
      throw new GraphQLError(translate(lang, 'googleLinkRequired'), {
        extensions: { code: 'CONFLICT', reason: 'GOOGLE_LINK_REQUIRED', email: answer.email, linkToken: answer.linkToken },
      });
    });
  },

  linkGoogleAccount: (_parent, args, { rest, lang }) => {
    const proof = argumentsOf(args);
    const { linkToken, password, code } = validateInput(linkProof, { linkToken: proof.linkToken, password: proof.password ?? undefined, code: proof.code ?? undefined }, lang);
    if ((password === undefined) === (code === undefined)) {
      throw fieldError(lang, { path: password === undefined ? 'password' : 'code', message: translate(lang, 'validation.required') });
    }
    return rest.accounts.linkGoogleAccount({ linkToken, password, code });
  },

  sendGoogleLinkCode: (_parent, args, { rest, lang }) => {
    const { value: linkToken } = validateInput(linkSecret, { value: argumentsOf(args).linkToken }, lang);
    return rest.accounts.sendGoogleLinkCode(linkToken);
  },

  completeGoogleSignUp: (_parent, { input }, { rest, lang }) =>
    rest.accounts.completeGoogleSignUp(validateInput(socialCompleteInput, input, lang)),

  refreshToken: (_parent, _args, { rest }) => rest.accounts.refreshToken(),

  logout: async (_parent, _args, context) => {
    const answer = await context.rest.accounts.logout();
    // The logout ended every token of this login, including ones refreshed before this one, which
    // the memo cannot tell apart: it forgets the member's confirmations, so each is asked about again.
    await forgetSessions(context, context.claims?.sub);
    return answer;
  },

  logoutEverywhere: async (_parent, _args, context) => {
    const answer = await context.rest.accounts.logoutEverywhere();
    await forgetSessions(context, context.claims?.sub);
    return answer;
  },

  requestPasswordReset: (_parent, args, { rest, lang }) =>
    rest.accounts.requestPasswordReset(validateInput(forgotPasswordInput, argumentsOf(args), lang).email),

  exchangeResetLink: async (_parent, args, { rest, lang }) => {
    const { value: otpToken } = validateInput(linkSecret, { value: argumentsOf(args).otpToken }, lang);
    const { token } = await rest.accounts.exchangeResetLink(otpToken);
    return { resetToken: token };
  },

  resetPassword: async (_parent, args, context) => {
    const given = argumentsOf(args);
    const { password } = validateInput(resetPasswordInput, { password: given.password }, context.lang);
    const { value: resetToken } = validateInput(linkSecret, { value: given.resetToken }, context.lang);
    const answer = await context.rest.accounts.resetPassword(resetToken, password);
    await forgetSessions(context, tokenSubject(resetToken));
    return answer;
  },

  // These end the member's other sessions at the backend (a new token version); the memo follows at once.
  changePassword: async (_parent, args, context) => {
    const { oldPassword, password } = validateInput(changePasswordInput, argumentsOf(args), context.lang);
    const answer = await context.rest.accounts.changePassword(oldPassword, password);
    await forgetSessions(context, context.claims?.sub);
    return answer;
  },

  setPassword: async (_parent, args, context) => {
    const answer = await context.rest.accounts.setPassword(validateInput(setPasswordInput, argumentsOf(args), context.lang).password);
    await forgetSessions(context, context.claims?.sub);
    return answer;
  },

  updateProfile: async (_parent, { input }, context) => {
    const answer = await context.rest.accounts.updateProfile(validateInput(profileInput, input, context.lang));
    await forgetSessions(context, context.claims?.sub);
    return answer;
  },

  subscribeNewsletter: (_parent, args, { rest, lang }) => {
    const { email, list } = argumentsOf(args);
    const checked = validateInput(newsletterInput.extend(listId.shape), { email, list: list ?? 'default' }, lang);
    return rest.accounts.subscribeNewsletter(checked.list, checked.email);
  },

  confirmNewsletter: (_parent, args, { rest, lang }) => {
    const { value: token } = validateInput(linkSecret, { value: argumentsOf(args).token }, lang);
    return rest.accounts.confirmNewsletter(token);
  },
};
