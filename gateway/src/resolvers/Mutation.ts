import {
  changePasswordInput,
  confirmCodeInput,
  forgotPasswordInput,
  googleLoginInput,
  loginInput,
  newsletterInput,
  profileInput,
  registerInput,
  resendCodeInput,
  resetPasswordInput,
  setPasswordInput,
  socialCompleteInput,
} from '@yip/rules';
import { z } from 'zod';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import { requireMember } from './require-member.ts';

// Link secrets are 43 base64url characters; anything else is not worth a round trip, but the
// backend still decides. Only emptiness is checked here.
const linkSecret = z.object({ value: z.string().min(1, { error: 'validation.required' }) });
const listId = z.object({ list: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.required' }) });

export const Mutation: MutationResolvers = {
  register: (_parent, { input }, { rest, lang }) => rest.accounts.register(validateInput(registerInput, input, lang)),

  resendRegistrationCode: (_parent, args, { rest, lang }) =>
    rest.accounts.resendRegistrationCode(validateInput(resendCodeInput, args, lang).email),

  verifyEmail: (_parent, args, { rest, lang }) => {
    const { email, otp } = validateInput(confirmCodeInput, args, lang);
    return rest.accounts.verifyEmail(email, otp);
  },

  login: (_parent, args, { rest, lang }) => {
    const { email, password } = validateInput(loginInput, args, lang);
    return rest.accounts.login(email, password);
  },

  loginWithGoogle: (_parent, args, { rest, lang }) => {
    const { idToken, nonce } = validateInput(googleLoginInput, args, lang);
    return rest.accounts.loginWithGoogle(idToken, nonce);
  },

  completeGoogleSignUp: (_parent, { input }, { rest, lang }) =>
    rest.accounts.completeGoogleSignUp(validateInput(socialCompleteInput, input, lang)),

  refreshToken: (_parent, _args, context) => {
    requireMember(context);
    return context.rest.accounts.refreshToken();
  },

  requestPasswordReset: (_parent, args, { rest, lang }) =>
    rest.accounts.requestPasswordReset(validateInput(forgotPasswordInput, args, lang).email),

  exchangeResetLink: async (_parent, { otpToken }, { rest, lang }) => {
    validateInput(linkSecret, { value: otpToken }, lang);
    const { token } = await rest.accounts.exchangeResetLink(otpToken);
    return { resetToken: token };
  },

  resetPassword: (_parent, { resetToken, password }, { rest, lang }) => {
    validateInput(resetPasswordInput, { password }, lang);
    validateInput(linkSecret, { value: resetToken }, lang);
    return rest.accounts.resetPassword(resetToken, password);
  },

  changePassword: (_parent, args, context) => {
    requireMember(context);
    const { oldPassword, password } = validateInput(changePasswordInput, args, context.lang);
    return context.rest.accounts.changePassword(oldPassword, password);
  },

  setPassword: (_parent, args, context) => {
    requireMember(context);
    return context.rest.accounts.setPassword(validateInput(setPasswordInput, args, context.lang).password);
  },

  updateProfile: (_parent, { input }, context) => {
    requireMember(context);
    return context.rest.accounts.updateProfile(validateInput(profileInput, input, context.lang));
  },

  subscribeNewsletter: (_parent, { email, list }, { rest, lang }) => {
    const checked = validateInput(newsletterInput.extend(listId.shape), { email, list: list ?? 'default' }, lang);
    return rest.accounts.subscribeNewsletter(checked.list, checked.email);
  },

  confirmNewsletter: (_parent, { token }, { rest, lang }) => {
    validateInput(linkSecret, { value: token }, lang);
    return rest.accounts.confirmNewsletter(token);
  },
};
