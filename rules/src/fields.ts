// Field rules of spec §5 ("Shared" and "Passwords"), one builder per rule.
import { z } from 'zod';
import { password } from './constants.ts';
import { ruleMessage } from './messages.ts';

/** A required text with no spaces anywhere (spec §5: no spaces are allowed in inputs). */
export const requiredText = () =>
  z
    .string({ error: ruleMessage.required })
    .min(1, { error: ruleMessage.required })
    .regex(/^\S*$/, { error: ruleMessage.noSpaces });

export const maxText = (max: number) => requiredText().max(max, { error: ruleMessage.tooLong });

export const email = () => requiredText().pipe(z.email({ error: ruleMessage.email }));

/**
 * Taiwan mobile numbers: `09` + 8 digits (0912345678), or the international form
 * `+8869` + 8 digits (+886912345678). Dashes and spaces are not accepted (no spaces rule).
 */
export const mobile = () => requiredText().regex(/^(09\d{8}|\+8869\d{8})$/, { error: ruleMessage.mobile });

export const loginPassword = () => requiredText().min(password.minLength, { error: ruleMessage.passwordMin });

/** The registration list: 8+ characters with an uppercase, a lowercase, a digit and a special character. */
export const registerPassword = () =>
  requiredText()
    .min(password.registerMinLength, { error: ruleMessage.passwordRules })
    .regex(/[A-Z]/, { error: ruleMessage.passwordRules })
    .regex(/[a-z]/, { error: ruleMessage.passwordRules })
    .regex(/\d/, { error: ruleMessage.passwordRules })
    .regex(/[^A-Za-z0-9]/, { error: ruleMessage.passwordRules });
