import { ApolloServer } from '@apollo/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../context.ts';
import type { Language } from '../i18n.ts';
import { gatewayError } from '../rest/errors.ts';
import { errorsInRequestLanguage } from './error-language.ts';
import { createFormatError } from './format-error.ts';

// A real server with the gateway's formatError and the plugin: how an error reaches the client.
const server = new ApolloServer<GatewayContext>({
  typeDefs: 'type Query { broken: String, refused: String, fine: String }',
  resolvers: {
    Query: {
      broken: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'secret')");
      },
      refused: () => {
        throw gatewayError('INTERNAL_SERVER_ERROR', 'en', 'The backend said no');
      },
      fine: () => 'ok',
    },
  },
  formatError: createFormatError(),
  plugins: [errorsInRequestLanguage],
});

async function errorsOf(query: string, lang: Language) {
  const response = await server.executeOperation({ query }, { contextValue: { lang } as GatewayContext });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }));
}

describe('errorsInRequestLanguage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("words an unforeseen error's generic message in the request's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await errorsOf('{ broken fine }', 'en')).toEqual([{ message: 'Something went wrong, please try again later', code: 'INTERNAL_SERVER_ERROR' }]);
    expect(await errorsOf('{ broken fine }', 'zhTw')).toEqual([{ message: '系統發生錯誤，請稍後再試', code: 'INTERNAL_SERVER_ERROR' }]);
  });

  it('leaves messages the gateway worded itself alone', async () => {
    expect(await errorsOf('{ refused }', 'zhTw')).toEqual([{ message: 'The backend said no', code: 'INTERNAL_SERVER_ERROR' }]);
    expect(await errorsOf('{ fine }', 'en')).toBeUndefined();
  });
});
