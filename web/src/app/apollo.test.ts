import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { toFailure } from './apollo.ts';
import { failureText } from './layout/LangLayout.tsx';
import en from '../i18n/messages/en.json';
import zhTw from '../i18n/messages/zhTw.json';

const graphQLError = (code: string | undefined, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: code ? { code } : {} }] });

describe('GraphQL failures → toast text (spec §8)', () => {
  const format = (catalogue: Record<string, string>) => (d: { id: string }) => catalogue[d.id] ?? d.id;

  it('says the service is unavailable for UPSTREAM_UNAVAILABLE', () => {
    const failure = toFailure(graphQLError('UPSTREAM_UNAVAILABLE', 'connect ECONNREFUSED'));
    expect(failureText(failure, format(en))).toBe(en['error.upstreamUnavailable']);
  });

  it("shows the server's message otherwise", () => {
    const failure = toFailure(graphQLError('CONFLICT', '已有填寫報名資訊'));
    expect(failure.code).toBe('CONFLICT');
    expect(failureText(failure, format(zhTw))).toBe('已有填寫報名資訊');
  });

  it('falls back to the default text when there is no message', () => {
    expect(failureText(toFailure(new Error('network')), format(zhTw))).toBe('資料拿取失敗');
    expect(failureText(toFailure(graphQLError(undefined, '  ')), format(en))).toBe('Failed to retrieve data');
  });
});
