// One schema per account input (spec §5), used by the web forms, the gateway and the backend.
// API inputs carry no confirmPassword: the confirmation is a form concern, added with withConfirmation.
// Every field is read through its builder (readThrough: a getter), which zod calls on the first
// parse, not when a page loads the rules (a member page loads all of them and uses one or two).
import { z } from 'zod';
import { email, loginPassword, mobile, registerPassword, requiredText, text } from './fields.ts';
import { ruleMessage } from './messages.ts';
import { readThrough } from './modes.ts';

export const loginInput = z.object(readThrough({ email, password: loginPassword }));
export type LoginInput = z.infer<typeof loginInput>;

/** A 6-digit code as mailed. */
const sixDigits = () => requiredText().regex(/^\d{6}$/, { error: ruleMessage.code });

/** The 6-digit sign-in code mailed when a login from a new device meets a locked account. */
export const loginCodeInput = z.object(readThrough({ email, code: sixDigits }));

export const forgotPasswordInput = z.object(readThrough({ email }));

/** Adds the "must match" check to any schema with password + confirmPassword. */
export const withConfirmation = <T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(
  schema: T,
) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    error: ruleMessage.passwordMismatch,
    path: ['confirmPassword'],
  });

export const newsletterInput = z.object(readThrough({ email }));

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
export const profileInput = z.object(
  readThrough({
    lastName: personName,
    firstName: personName,
    mobile,
    birthday,
    contactEmail: email,
    subscribed: () => z.boolean({ error: ruleMessage.required }),
  }),
);
export type ProfileInput = z.infer<typeof profileInput>;

export const registerInput = profileInput.extend(readThrough({ email, password: registerPassword }));
export type RegisterInput = z.infer<typeof registerInput>;

/** The registration screen: the API input plus the confirmation. */
export const registerForm = withConfirmation(registerInput.extend(readThrough({ confirmPassword: requiredText })));

/** Resending the registration code. */
export const resendCodeInput = z.object(readThrough({ email }));

/** The 6-digit code mailed at registration. */
export const confirmCodeInput = z.object(readThrough({ email, otp: sixDigits }));

/** Every new password meets the registration list, wherever it is set. */
export const resetPasswordInput = z.object(readThrough({ password: registerPassword }));
export const setPasswordInput = resetPasswordInput;

export const changePasswordInput = z.object(readThrough({ oldPassword: requiredText, password: registerPassword }));

/** Completing a Google sign-up: the member data, with the e-mail fixed by the provider. */
export const socialCompleteInput = profileInput.extend(readThrough({ socialToken: requiredText }));

/** The ID token and nonce of an OpenID Connect redirect. */
export const googleLoginInput = z.object(readThrough({ idToken: requiredText, nonce: requiredText }));
