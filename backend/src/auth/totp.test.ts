import { describe, expect, it } from 'vitest';
import { decryptTotpSecret, encryptTotpSecret, matchingStep, newRecoveryCode, newTotpSecret, otpauthUri, recoveryCodeHash, totpCode } from './totp.ts';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const at = Date.UTC(2026, 10, 26, 12, 0, 15);
const step = Math.floor(at / 30_000);
const codeAt = (steps: number) => totpCode(secret, at + steps * 30_000);

describe('TOTP codes', () => {
  it('gives the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890" at T = 59 s, last 6 digits.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('accepts the current step and one either side, naming the step; refuses two steps off', () => {
    expect([-1, 0, 1].map((steps) => matchingStep(secret, codeAt(steps), at))).toEqual([step - 1, step, step + 1]);
    expect([-2, 2].map((steps) => matchingStep(secret, codeAt(steps), at))).toEqual([undefined, undefined]);
  });

  it('refuses what is not six digits', () => {
    expect(matchingStep(secret, `${codeAt(0)}0`, at)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', at)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URI for the app', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'staff@example.org'));
    expect(uri.protocol).toBe('otpauth:');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('the stored secret', () => {
  const key = new TextEncoder().encode('k'.repeat(40));

  it('is sealed: the base32 text is not in it, and only the same server secret opens it', () => {
    const sealed = encryptTotpSecret(key, secret);
    expect(sealed).not.toContain(secret);
    expect(decryptTotpSecret(key, sealed)).toBe(secret);
    expect(decryptTotpSecret(new TextEncoder().encode('o'.repeat(40)), sealed)).toBeUndefined();
    expect(decryptTotpSecret(key, 'v1.x.y.z')).toBeUndefined();
  });
});

describe('recovery codes', () => {
  it('are hashed per account, whatever the case, spaces and dashes typed', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
    const key = new TextEncoder().encode('k'.repeat(40));
    expect(recoveryCodeHash(key, 1, ` ${code.toUpperCase().replace('-', ' ')} `)).toBe(recoveryCodeHash(key, 1, code));
    expect(recoveryCodeHash(key, 2, code)).not.toBe(recoveryCodeHash(key, 1, code));
  });
});
