import type { RestCall, Upstream } from './request.ts';

// Answers of the backend's auth and newsletter calls (docs/rest-contract.md, spec §7).
export interface Accepted {
  ok: boolean;
}
export interface TokenAnswer {
  token: string;
}
/** A login's answer: the session, and the device token the gateway keeps in the device cookie. */
export interface LoginAnswer extends TokenAnswer {
  deviceToken: string;
}
export interface GoogleSignUpAnswer {
  register: true;
  profile: { email: string; firstName: string; lastName: string };
  socialToken: string;
}
/** A Google identity whose verified e-mail is an existing account's: linked only after proof. */
export interface GoogleLinkAnswer {
  link: true;
  email: string;
  linkToken: string;
}
export interface ProfileData {
  lastName: string;
  firstName: string;
  mobile: string;
  birthday: string;
  contactEmail: string;
  subscribed: boolean;
}

const deviceHeader = (deviceToken: string | undefined) => (deviceToken ? { 'X-Device-Token': deviceToken } : {});

/** The member side of the auth table (`/api/user/…`) and the newsletter, bound to one request. */
export class AccountsApi {
  constructor(private readonly upstream: Upstream) {}

  register(input: ProfileData & { email: string; password: string }): Promise<Accepted> {
    return this.send('post', 'user/register', input);
  }

  resendRegistrationCode(email: string): Promise<Accepted> {
    return this.send('post', 'user/register/otp/send', { email });
  }

  /** Confirms the mailed code, then exchanges the otpToken for a login token. */
  async verifyEmail(email: string, otp: string): Promise<TokenAnswer> {
    const { otpToken } = await this.send<{ otpToken: string }>('post', 'user/register/otp/confirm', { email, otp });
    return this.send('post', 'user/register/otp/change/token', { otpToken });
  }

  /** `deviceToken`: the one this browser's device cookie carries, which exempts it from the account's login lock. */
  login(email: string, password: string, deviceToken: string | undefined): Promise<LoginAnswer> {
    return this.send('post', 'user/login', { email, password }, { headers: deviceHeader(deviceToken) });
  }

  /** The sign-in code mailed when a login from a new device met the account's lock. */
  loginWithEmailCode(email: string, code: string, deviceToken: string | undefined): Promise<LoginAnswer> {
    return this.send('post', 'user/login/code', { email, code }, { headers: deviceHeader(deviceToken) });
  }

  loginWithGoogle(idToken: string, nonce: string): Promise<TokenAnswer | GoogleSignUpAnswer | GoogleLinkAnswer> {
    return this.send('post', 'user/login/social/google', { idToken, nonce });
  }

  /** Links the Google identity of a link token once the account is proved (password or mailed code). */
  linkGoogleAccount(input: { linkToken: string; password?: string; code?: string }): Promise<TokenAnswer> {
    return this.send('post', 'user/login/social/google/link', input);
  }

  sendGoogleLinkCode(linkToken: string): Promise<Accepted> {
    return this.send('post', 'user/login/social/google/link/otp/send', { linkToken });
  }

  completeGoogleSignUp(input: ProfileData & { socialToken: string }): Promise<TokenAnswer> {
    return this.send('patch', 'user/login/social/google', input);
  }

  refreshToken(): Promise<TokenAnswer> {
    return this.send('post', 'user/token/refresh', {});
  }

  /** Ends the bearer's session at the backend. */
  logout(): Promise<Accepted> {
    return this.send('post', 'user/logout', {});
  }

  /** Ends every session of the bearer's account. */
  logoutEverywhere(): Promise<Accepted> {
    return this.send('post', 'user/logout/everywhere', {});
  }

  requestPasswordReset(email: string): Promise<Accepted> {
    return this.send('post', 'user/password/forgot/otp/send', { email });
  }

  exchangeResetLink(otpToken: string): Promise<TokenAnswer> {
    return this.send('post', 'user/password/forgot/otp/change/token', { otpToken });
  }

  /** The reset token is the bearer of this one call, whatever session the request carries. */
  resetPassword(resetToken: string, password: string): Promise<Accepted> {
    return this.send('post', 'user/password/reset', { password }, { headers: { Authorization: `Bearer ${resetToken}` } });
  }

  changePassword(oldPassword: string, password: string): Promise<TokenAnswer> {
    return this.send('post', 'user/password/change', { oldPassword, password });
  }

  setPassword(password: string): Promise<TokenAnswer> {
    return this.send('post', 'user/password/update', { password });
  }

  updateProfile(input: ProfileData): Promise<TokenAnswer> {
    return this.send('put', 'user/info', input);
  }

  subscribeNewsletter(list: string, email: string): Promise<Accepted> {
    return this.send('post', `mailchimp/subscribe/${encodeURIComponent(list)}`, { email }, { logPath: 'mailchimp/subscribe/…' });
  }

  confirmNewsletter(token: string): Promise<Accepted> {
    return this.send('post', 'mailchimp/confirm', { token });
  }

  // Bodies hold passwords and codes: they go upstream as JSON and never into a log line.
  private send<T>(method: 'post' | 'put' | 'patch', path: string, json: object, options?: Pick<RestCall, 'headers' | 'logPath'>): Promise<T> {
    return this.upstream.request({ ...options, method, path, json });
  }
}
