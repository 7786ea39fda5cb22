import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { birthday, changePasswordInput, confirmCodeInput, loginCodeInput, profileInput, registerForm, registerInput, socialCompleteInput } from './accounts.ts';
import { ruleMessage } from './messages.ts';

const issue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : { path: r.error.issues[0]?.path.join('.'), message: r.error.issues[0]?.message };
};

const profile = { lastName: '王', firstName: '小明', mobile: '0912345678', birthday: '2002-05-20', contactEmail: 'box@example.org', subscribed: false };
const registration = { ...profile, email: 'member@example.org', password: 'Abcdef1!' };

describe('account inputs', () => {
  it('accepts a complete registration and names the failing field', () => {
    expect(issue(registerInput, registration)).toBeNull();
    expect(issue(registerInput, { ...registration, firstName: '' })).toEqual({ path: 'firstName', message: ruleMessage.required });
    expect(issue(registerInput, { ...registration, mobile: '12345' })).toEqual({ path: 'mobile', message: ruleMessage.mobile });
    expect(issue(registerInput, { ...registration, password: 'abcdef' })).toEqual({ path: 'password', message: ruleMessage.passwordRules });
    expect(issue(registerInput, { ...registration, contactEmail: 'x' })).toEqual({ path: 'contactEmail', message: ruleMessage.email });
    expect(issue(registerInput, { ...registration, lastName: 'x'.repeat(51) })).toEqual({ path: 'lastName', message: ruleMessage.tooLong });
  });

  it('checks the confirmation on the registration form only', () => {
    expect(issue(registerForm, { ...registration, confirmPassword: 'Abcdef1!' })).toBeNull();
    expect(issue(registerForm, { ...registration, confirmPassword: 'Abcdef1?' })).toEqual({ path: 'confirmPassword', message: ruleMessage.passwordMismatch });
  });

  it('accepts real past dates only as birthday', () => {
    for (const good of ['2000-02-29', '1950-01-01']) expect(issue(birthday(), good)).toBeNull();
    for (const bad of ['2001-02-29', '2000-13-01', '20000101', '3000-01-01', '1899-12-31']) {
      expect(issue(birthday(), bad)?.message).toBe(ruleMessage.date);
    }
  });

  it('checks codes, password changes and the Google sign-up', () => {
    expect(issue(confirmCodeInput, { email: 'a@b.co', otp: '012345' })).toBeNull();
    expect(issue(confirmCodeInput, { email: 'a@b.co', otp: '12345a' })?.message).toBe(ruleMessage.code);
    expect(issue(loginCodeInput, { email: 'a@b.co', code: '012345' })).toBeNull();
    expect(issue(loginCodeInput, { email: 'a@b.co', code: '1234567' })?.message).toBe(ruleMessage.code);
    expect(issue(changePasswordInput, { oldPassword: 'old', password: 'Abcdef1!' })).toBeNull();
    expect(issue(changePasswordInput, { oldPassword: '', password: 'Abcdef1!' })?.path).toBe('oldPassword');
    expect(issue(socialCompleteInput, { ...profile, socialToken: 'token' })).toBeNull();
    expect(issue(profileInput, { ...profile, subscribed: undefined })?.message).toBe(ruleMessage.required);
  });
});
