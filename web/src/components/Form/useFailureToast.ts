import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { toFailure, type GraphQLFailure } from '../../app/apollo.ts';
import { upstreamFailureMessage } from '../../app/i18n/failureMessages.ts';
import { useToast } from '../../app/toast/ToastProvider.tsx';

/**
 * Shows a failed form action in the toast (spec §8): the server's message when it sent one,
 * else the screen's default text; returns the failure so the screen can react to its code.
 */
export function useFailureToast(): (error: unknown, fallback: MessageDescriptor) => GraphQLFailure {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    (error, fallback) => {
      const failure = toFailure(error);
      const upstream = upstreamFailureMessage(failure.code);
      const text = upstream ? intl.formatMessage(upstream) : (failure.message ?? intl.formatMessage(fallback));
      toast.show(text, 'error');
      return failure;
    },
    [intl, toast],
  );
}
