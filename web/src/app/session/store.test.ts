// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readMemberToken, ROLE_KEY, TOKEN_KEY } from './store.ts';

const token = (role: string) => `e30.${btoa(JSON.stringify({ role, iat: 1, exp: 4_000_000_000 })).replace(/=+$/, '')}.sig`;

function keep(role: string, claimsRole = role): string {
  const value = token(claimsRole);
  localStorage.setItem(TOKEN_KEY, value);
  localStorage.setItem(ROLE_KEY, role);
  return value;
}

afterEach(() => localStorage.clear());

describe('readMemberToken', () => {
  it("gives a member's token", () => {
    expect(readMemberToken()).toBeNull();
    const member = keep('user');
    expect(readMemberToken()).toBe(member);
  });

  it('never gives another role’s token, whether the stored role or the claims say so', () => {
    keep('manager');
    expect(readMemberToken()).toBeNull();
    keep('user', 'manager');
    expect(readMemberToken()).toBeNull();
    localStorage.setItem(TOKEN_KEY, 'not-a-jwt');
    expect(readMemberToken()).toBeNull();
    // The stored token stays for the session provider to log out with its message.
    expect(localStorage.getItem(TOKEN_KEY)).toBe('not-a-jwt');
  });
});
