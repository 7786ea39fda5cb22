// Field rules of spec §5 ("Shared" and "Passwords"), one builder per rule.
import { z } from 'zod';
import { password } from './constants.ts';
import { ruleMessage } from './messages.ts';

/**
 * A required identifier with no spaces anywhere (spec §5: no spaces are allowed in inputs). The
 * rule is for identifiers (e-mail, phone, password, codes), not for names, titles and abstracts:
 * those use `text`.
 */
export const requiredText = () =>
  z
    .string({ error: ruleMessage.required })
    .min(1, { error: ruleMessage.required })
    .regex(/^\S*$/, { error: ruleMessage.noSpaces });

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters as a reader counts them: a CJK character is one, an emoji (even a family or a flag
 * made of several code points) is one. Every tier counts lengths with this.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of graphemes.segment(value)) count += 1;
  return count;
}

/**
 * A required human text (a name, a title, an abstract): trimmed, inner spaces and line breaks
 * allowed, at most `max` characters as counted by `characterCount`.
 */
export const text = (max: number) =>
  z
    .string({ error: ruleMessage.required })
    .trim()
    .min(1, { error: ruleMessage.required })
    .refine((value) => characterCount(value) <= max, { error: ruleMessage.tooLong, params: { max } });

/** A phone a school or an office answers: digits with an optional leading +, dashes and an extension after #. */
export const phone = () => requiredText().regex(/^\+?\d[\d-]{6,18}(#\d{1,6})?$/, { error: ruleMessage.phone });

export const email = () => requiredText().pipe(z.email({ error: ruleMessage.email }));

/**
 * Taiwan mobile numbers: `09` + 8 digits (0912345678), or the international form
 * `+8869` + 8 digits (+886912345678). Dashes and spaces are not accepted (no spaces rule).
 */
export const mobile = () => requiredText().regex(/^(09\d{8}|\+8869\d{8})$/, { error: ruleMessage.mobile });

/**
 * A phone that may be abroad (an incubator member; Asia-Pacific teams live outside Taiwan): a Taiwan
 * mobile as `mobile` takes it, or any number in E.164 form, `+`, the country code and the number,
 * 8–15 digits in all (+60123456789). No spaces or dashes, as everywhere.
 */
export const mobileOrInternational = () =>
  requiredText().regex(/^(09\d{8}|\+[1-9]\d{7,14})$/, { error: ruleMessage.mobileOrInternational });

export const loginPassword = () => requiredText().min(password.minLength, { error: ruleMessage.passwordMin });

/** The registration list: 8+ characters with an uppercase, a lowercase, a digit and a special character. */
export const registerPassword = () =>
  requiredText()
    .min(password.registerMinLength, { error: ruleMessage.passwordRules })
    .regex(/[A-Z]/, { error: ruleMessage.passwordRules })
    .regex(/[a-z]/, { error: ruleMessage.passwordRules })
    .regex(/\d/, { error: ruleMessage.passwordRules })
    .regex(/[^A-Za-z0-9]/, { error: ruleMessage.passwordRules });
