import { describe, expect, it } from 'vitest';
import { maxSignatureAgeMs, SeenNonces, verifyGatewaySignature } from './gateway-signature.ts';
import { gatewayHeaders, testGatewaySecret } from './testing/gateway.ts';

const url = '/api/invention/apply/pvt/submit/7';
const vouched = { forwardedFor: '203.0.113.9', requestStart: '1795000000000', requestId: '5f3a9c1e-2b' };
const verdict = (method: string, path: string, headers: Record<string, string>, seen = new SeenNonces(), now = Date.now()) =>
  verifyGatewaySignature(testGatewaySecret, { method, url: path, headers }, seen, now);

describe('verifyGatewaySignature', () => {
  it('accepts a fresh signature of this call, whatever its query', () => {
    expect(verdict('POST', url, gatewayHeaders('POST', url, vouched))).toBe('signed');
    expect(verdict('GET', '/api/user/info?x=1', gatewayHeaders('GET', '/api/user/info', vouched))).toBe('signed');
    expect(verdict('GET', '/api/user/info', gatewayHeaders('GET', '/api/user/info', {}))).toBe('signed');
  });

  it('refuses no signature, a malformed one and one made with another key', () => {
    expect(verdict('POST', url, { 'x-forwarded-for': '203.0.113.9' })).toBe('unsigned');
    expect(verdict('POST', url, { 'x-gateway-signature': 'nonsense' })).toBe('malformed');
    expect(verdict('POST', url, gatewayHeaders('POST', url, vouched, { secret: 'x'.repeat(40) }))).toBe('wrong signature');
  });

  it('refuses a signature older or further ahead than the window', () => {
    const now = Date.now();
    expect(verdict('POST', url, gatewayHeaders('POST', url, vouched, { signedAt: now - maxSignatureAgeMs - 1 }), undefined, now)).toBe('stale');
    expect(verdict('POST', url, gatewayHeaders('POST', url, vouched, { signedAt: now + maxSignatureAgeMs + 1 }), undefined, now)).toBe('stale');
    expect(verdict('POST', url, gatewayHeaders('POST', url, vouched, { signedAt: now - maxSignatureAgeMs }), undefined, now)).toBe('signed');
  });

  it('refuses a signature moved to another method, path, address, arrival or request id', () => {
    const signed = gatewayHeaders('POST', url, vouched);
    expect(verdict('PUT', url, signed)).toBe('wrong signature');
    expect(verdict('POST', '/api/invention/apply/pvt/submit/8', signed)).toBe('wrong signature');
    expect(verdict('POST', url, { ...signed, 'x-forwarded-for': '198.51.100.1' })).toBe('wrong signature');
    expect(verdict('POST', url, { ...signed, 'x-request-start': '1794999999000' })).toBe('wrong signature');
    expect(verdict('POST', url, { ...signed, 'x-request-id': 'forged-1' })).toBe('wrong signature');
  });

  it('accepts each signature once within its window', () => {
    const seen = new SeenNonces();
    const signed = gatewayHeaders('POST', url, vouched);
    expect(verdict('POST', url, signed, seen)).toBe('signed');
    expect(verdict('POST', url, signed, seen)).toBe('replayed');
  });

  it('forgets nonces once their signatures are stale anyway', () => {
    const seen = new SeenNonces();
    expect(seen.add('a', 1_000, 0)).toBe(true);
    expect(seen.add('a', 1_000, 500)).toBe(false);
    // Past its expiry the entry is dropped (the signature would be refused as stale first).
    expect(seen.add('b', 3_000, 2_000)).toBe(true);
    expect(seen.add('a', 3_000, 2_000)).toBe(true);
  });
});
