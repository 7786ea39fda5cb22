// Why the visitor is on the login page, passed in the navigation's state (not the URL, so a shared
// or bookmarked login link never carries it): the page says it above the form.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type LoginNotice = 'idle' | 'expired' | 'apply' | 'upload';

export const loginNoticeMessages: Record<LoginNotice, MessageDescriptor> = defineMessages({
  idle: { id: 'session.notice.idle' },
  expired: { id: 'session.roleFailed' },
  apply: { id: 'session.notice.apply' },
  upload: { id: 'session.notice.upload' },
});

export interface LoginState {
  loginNotice: LoginNotice;
}

export function loginState(notice: LoginNotice): LoginState {
  return { loginNotice: notice };
}

/** The notice in a location's state, if any. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  const notice = (state as Partial<LoginState> | null)?.loginNotice;
  return notice && notice in loginNoticeMessages ? notice : null;
}
