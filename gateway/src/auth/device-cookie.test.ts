import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { deviceCookie } from './device-cookie.ts';

const request = (cookie: string | undefined, secure = false) => ({ headers: cookie === undefined ? {} : { cookie }, secure }) as IncomingMessage & { secure: boolean };
function response() {
  const set: unknown[] = [];
  return { set, res: { appendHeader: (name: string, value: unknown) => set.push([name, value]) } as unknown as ServerResponse };
}

describe('the device cookie', () => {
  it('reads the token among other cookies, and ignores a value the backend cannot have issued', () => {
    expect(deviceCookie(request('a=1; yip_device=v1.7.123.abc_-.sig; b=2'), undefined).token).toBe('v1.7.123.abc_-.sig');
    expect(deviceCookie(request(undefined), undefined).token).toBeUndefined();
    expect(deviceCookie(request('yip_device=v1"; x'), undefined).token).toBeUndefined();
    expect(deviceCookie(request('other_yip_device=v1.1'), undefined).token).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Strict, for GraphQL only, and Secure when the request came over https', () => {
    const plain = response();
    deviceCookie(request(undefined), plain.res).remember('v1.7.123.nonce.sig');
    expect(plain.set).toEqual([['Set-Cookie', 'yip_device=v1.7.123.nonce.sig; Path=/graphql; Max-Age=7776000; HttpOnly; SameSite=Strict']]);
    const secure = response();
    deviceCookie(request(undefined, true), secure.res).remember('v1.7.123.nonce.sig');
    expect(secure.set).toEqual([['Set-Cookie', 'yip_device=v1.7.123.nonce.sig; Path=/graphql; Max-Age=7776000; HttpOnly; SameSite=Strict; Secure']]);
    const odd = response();
    deviceCookie(request(undefined), odd.res).remember('v1\r\nSet-Cookie: x=1');
    expect(odd.set).toEqual([]);
  });
});
