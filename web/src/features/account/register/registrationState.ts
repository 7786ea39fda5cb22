// What one registration step tells the next through the navigation's state, never the URL, so a
// bookmarked or shared link cannot claim that a code was sent or an account verified.
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import { afterLogin } from '../../../app/session/returnPath.ts';
import { useToast } from '../../../app/toast/ToastProvider.tsx';

export interface RegistrationState {
  /** The member-data step has just mailed a code. */
  codeSent?: boolean;
  /** The account was verified (or created through Google) a moment ago. */
  verified?: boolean;
}

export function readRegistrationState(state: unknown): RegistrationState {
  const value = (state ?? {}) as RegistrationState;
  return { codeSent: value.codeSent === true, verified: value.verified === true };
}

const messages = defineMessages({ verified: { id: 'register.success.body' } });

/**
 * Where a member goes once verified and logged in: back to the page that sent them to log in
 * (with a word that it worked), else to registration's success step.
 */
export function useAfterVerification(): (next: string | null) => void {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    (next) => {
      const success = localPath(lang, 'register', 'success');
      const target = afterLogin(lang, next, success);
      if (target === success) {
        navigate(success, { replace: true, state: { verified: true } satisfies RegistrationState });
        return;
      }
      toast.show(intl.formatMessage(messages.verified), 'success');
      navigate(target, { replace: true });
    },
    [intl, lang, toast, navigate],
  );
}
