import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { defaultLanguage, translate } from '../i18n.ts';

const internalInDefault = translate(defaultLanguage, 'internal');

/**
 * formatError sees no request, so the generic message it gives an unforeseen error is in the
 * default language; this rewords it in the request's just before the answer goes. (An
 * AsyncLocalStorage carried the language before: on Node 20 its promise hooks slowed every request
 * by about half a millisecond, a quarter of what the gateway may add to a REST call.)
 */
export const errorsInRequestLanguage: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.lang === defaultLanguage) return;
    const internal = translate(contextValue.lang, 'internal');
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { singleResult } = response.body;
        if (!singleResult.errors?.some((error) => error.message === internalInDefault)) return;
        singleResult.errors = singleResult.errors.map((error) => (error.message === internalInDefault ? { ...error, message: internal } : error));
      },
    };
  },
};
