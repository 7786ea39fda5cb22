// One schema per account input (spec §5), used by the web forms, the gateway and the backend.
// API inputs carry no confirmPassword: the confirmation is a form concern, added with withConfirmation.
// Every field is a getter: zod builds it on the first parse, not when a page loads the rules (a
// member page loads all of them and uses one or two: ~30 ms of a phone's start-up, issue 23).
import { z } from 'zod';
import { email, loginPassword, mobile, registerPassword, requiredText, text } from './fields.ts';
import { ruleMessage } from './messages.ts';

export const loginInput = z.object({
  get email() {
    return email();
  },
  get password() {
    return loginPassword();
  },
});
export type LoginInput = z.infer<typeof loginInput>;

/** The 6-digit sign-in code mailed when a login from a new device meets a locked account. */
export const loginCodeInput = z.object({
  get email() {
    return email();
  },
  get code() {
    return sixDigits();
  },
});

/** A 6-digit code as mailed. */
const sixDigits = () => requiredText().regex(/^\d{6}$/, { error: ruleMessage.code });

export const forgotPasswordInput = z.object({
  get email() {
    return email();
  },
});

/** Adds the "must match" check to any schema with password + confirmPassword. */
export const withConfirmation = <T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(
  schema: T,
) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    error: ruleMessage.passwordMismatch,
    path: ['confirmPassword'],
  });

export const newsletterInput = z.object({
  get email() {
    return email();
  },
});

/** Names are stored as typed (inner spaces allowed: 'Mei Ling'); 50 characters is far more than any real name. */
export const personName = () => text(50);

/** A calendar date `YYYY-MM-DD` that exists and is not in the future. */
export const birthday = () =>
  requiredText().refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now() && value >= '1900-01-01';
    },
    { error: ruleMessage.date },
  );

/** The member data of spec §3, except the login e-mail and the password. */
export const profileInput = z.object({
  get lastName() {
    return personName();
  },
  get firstName() {
    return personName();
  },
  get mobile() {
    return mobile();
  },
  get birthday() {
    return birthday();
  },
  get contactEmail() {
    return email();
  },
  get subscribed() {
    return z.boolean({ error: ruleMessage.required });
  },
});
export type ProfileInput = z.infer<typeof profileInput>;

export const registerInput = profileInput.extend({
  get email() {
    return email();
  },
  get password() {
    return registerPassword();
  },
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The registration screen: the API input plus the confirmation. */
export const registerForm = withConfirmation(
  registerInput.extend({
    get confirmPassword() {
      return requiredText();
    },
  }),
);

/** Resending the registration code. */
export const resendCodeInput = z.object({
  get email() {
    return email();
  },
});

/** The 6-digit code mailed at registration. */
export const confirmCodeInput = z.object({
  get email() {
    return email();
  },
  get otp() {
    return sixDigits();
  },
});

/** Every new password meets the registration list, wherever it is set. */
export const resetPasswordInput = z.object({
  get password() {
    return registerPassword();
  },
});
export const setPasswordInput = resetPasswordInput;

export const changePasswordInput = z.object({
  get oldPassword() {
    return requiredText();
  },
  get password() {
    return registerPassword();
  },
});

/** Completing a Google sign-up: the member data, with the e-mail fixed by the provider. */
export const socialCompleteInput = profileInput.extend({
  get socialToken() {
    return requiredText();
  },
});

/** The ID token and nonce of an OpenID Connect redirect. */
export const googleLoginInput = z.object({
  get idToken() {
    return requiredText();
  },
  get nonce() {
    return requiredText();
  },
});
