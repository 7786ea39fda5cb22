import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginInput, withConfirmation } from './accounts.ts';
import { email, mobile, mobileOrInternational, registerPassword, requiredText } from './fields.ts';
import { ruleMessage } from './messages.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('field rules', () => {
  it('requires a value and refuses spaces', () => {
    expect(firstMessage(requiredText(), '')).toBe(ruleMessage.required);
    expect(firstMessage(requiredText(), undefined)).toBe(ruleMessage.required);
    expect(firstMessage(requiredText(), 'a b')).toBe(ruleMessage.noSpaces);
    expect(firstMessage(requiredText(), 'ab')).toBeNull();
  });

  it('checks e-mail format', () => {
    expect(firstMessage(email(), 'someone@example.org')).toBeNull();
    expect(firstMessage(email(), 'someone@')).toBe(ruleMessage.email);
  });

  it('accepts Taiwan mobile numbers in the local and international forms only', () => {
    expect(firstMessage(mobile(), '0912345678')).toBeNull();
    expect(firstMessage(mobile(), '+886912345678')).toBeNull();
    expect(firstMessage(mobile(), '0212345678')).toBe(ruleMessage.mobile);
    expect(firstMessage(mobile(), '091234567')).toBe(ruleMessage.mobile);
  });

  it('accepts a Taiwan mobile or an E.164 number (+, country code, 8–15 digits) where a phone may be abroad', () => {
    for (const ok of ['0912345678', '+886912345678', '+60123456789', '+6591234567', '+12025550123', '+85291234', '+123456789012345']) {
      expect([ok, firstMessage(mobileOrInternational(), ok)]).toEqual([ok, null]);
    }
    // 7 and 16 digits, no +, a country code 0, separators, a Taiwan landline written locally.
    for (const bad of ['+8529123', '+1234567890123456', '60123456789', '+0123456789', '+60-12-3456789', '0212345678', '091234567']) {
      expect([bad, firstMessage(mobileOrInternational(), bad)]).toEqual([bad, ruleMessage.mobileOrInternational]);
    }
    expect(firstMessage(mobileOrInternational(), '+60 123456789')).toBe(ruleMessage.noSpaces);
  });

  it('applies the registration password list', () => {
    expect(firstMessage(registerPassword(), 'Abcdef1!')).toBeNull();
    for (const weak of ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!']) {
      expect(firstMessage(registerPassword(), weak)).toBe(ruleMessage.passwordRules);
    }
  });

  it('requires at least 6 characters to log in and matching confirmation', () => {
    expect(firstMessage(loginInput, { email: 'a@b.co', password: '12345' })).toBe(ruleMessage.passwordMin);
    const schema = withConfirmation(z.object({ password: requiredText(), confirmPassword: requiredText() }));
    expect(firstMessage(schema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toBe(ruleMessage.passwordMismatch);
    expect(firstMessage(schema, { password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
