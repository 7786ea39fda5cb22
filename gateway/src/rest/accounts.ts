import { z } from 'zod';
import type { RestCall, Upstream } from './request.ts';

// Answers of the backend's auth and newsletter calls (docs/rest-contract.md, spec §7), checked at
// the client boundary (rest/request.ts).
export const accepted = z.object({ ok: z.boolean() });
export type Accepted = z.output<typeof accepted>;
export const tokenAnswer = z.object({ token: z.string() });
export type TokenAnswer = z.output<typeof tokenAnswer>;
/** A login's answer: the session, and the device token the gateway keeps in the device cookie. */
export const loginAnswer = tokenAnswer.extend({ deviceToken: z.string() });
export type LoginAnswer = z.output<typeof loginAnswer>;
const googleSignUpAnswer = z.object({
  register: z.literal(true),
  profile: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }),
  socialToken: z.string(),
});
export type GoogleSignUpAnswer = z.output<typeof googleSignUpAnswer>;
/** A Google identity whose verified e-mail is an existing account's: linked only after proof. */
const googleLinkAnswer = z.object({ link: z.literal(true), email: z.string(), linkToken: z.string() });
export type GoogleLinkAnswer = z.output<typeof googleLinkAnswer>;
/** A Google sign-in: a sign-up to complete, an account to link, or a session (the marked answers tried first). */
export const googleLoginAnswer = z.union([googleSignUpAnswer, googleLinkAnswer, tokenAnswer]);
const otpTokenAnswer = z.object({ otpToken: z.string() });

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
    return this.send('post', 'user/register', input, accepted);
  }

  resendRegistrationCode(email: string): Promise<Accepted> {
    return this.send('post', 'user/register/otp/send', { email }, accepted);
  }

  /** Confirms the mailed code, then exchanges the otpToken for a login token. */
  async verifyEmail(email: string, otp: string): Promise<TokenAnswer> {
    const { otpToken } = await this.send('post', 'user/register/otp/confirm', { email, otp }, otpTokenAnswer);
    return this.send('post', 'user/register/otp/change/token', { otpToken }, tokenAnswer);
  }

  /** `deviceToken`: the one this browser's device cookie carries, which exempts it from the account's login lock. */
  login(email: string, password: string, deviceToken: string | undefined): Promise<LoginAnswer> {
    return this.send('post', 'user/login', { email, password }, loginAnswer, { headers: deviceHeader(deviceToken) });
  }

  /** The sign-in code mailed when a login from a new device met the account's lock. */
  loginWithEmailCode(email: string, code: string, deviceToken: string | undefined): Promise<LoginAnswer> {
    return this.send('post', 'user/login/code', { email, code }, loginAnswer, { headers: deviceHeader(deviceToken) });
  }

  loginWithGoogle(idToken: string, nonce: string): Promise<TokenAnswer | GoogleSignUpAnswer | GoogleLinkAnswer> {
    return this.send('post', 'user/login/social/google', { idToken, nonce }, googleLoginAnswer);
  }

  /** Links the Google identity of a link token once the account is proved (password or mailed code). */
  linkGoogleAccount(input: { linkToken: string; password?: string; code?: string }): Promise<TokenAnswer> {
    return this.send('post', 'user/login/social/google/link', input, tokenAnswer);
  }

  sendGoogleLinkCode(linkToken: string): Promise<Accepted> {
    return this.send('post', 'user/login/social/google/link/otp/send', { linkToken }, accepted);
  }

  completeGoogleSignUp(input: ProfileData & { socialToken: string }): Promise<TokenAnswer> {
    return this.send('patch', 'user/login/social/google', input, tokenAnswer);
  }

  refreshToken(): Promise<TokenAnswer> {
    return this.send('post', 'user/token/refresh', {}, tokenAnswer);
  }

  /** Ends the bearer's session at the backend. */
  logout(): Promise<Accepted> {
    return this.send('post', 'user/logout', {}, accepted);
  }

  /** Ends every session of the bearer's account. */
  logoutEverywhere(): Promise<Accepted> {
    return this.send('post', 'user/logout/everywhere', {}, accepted);
  }

  requestPasswordReset(email: string): Promise<Accepted> {
    return this.send('post', 'user/password/forgot/otp/send', { email }, accepted);
  }

  exchangeResetLink(otpToken: string): Promise<TokenAnswer> {
    return this.send('post', 'user/password/forgot/otp/change/token', { otpToken }, tokenAnswer);
  }

  /** The reset token is the bearer of this one call, whatever session the request carries. */
  resetPassword(resetToken: string, password: string): Promise<Accepted> {
    return this.send('post', 'user/password/reset', { password }, accepted, { headers: { Authorization: `Bearer ${resetToken}` } });
  }

  changePassword(oldPassword: string, password: string): Promise<TokenAnswer> {
    return this.send('post', 'user/password/change', { oldPassword, password }, tokenAnswer);
  }

  setPassword(password: string): Promise<TokenAnswer> {
    return this.send('post', 'user/password/update', { password }, tokenAnswer);
  }

  updateProfile(input: ProfileData): Promise<TokenAnswer> {
    return this.send('put', 'user/info', input, tokenAnswer);
  }

  subscribeNewsletter(list: string, email: string): Promise<Accepted> {
    return this.send('post', `mailchimp/subscribe/${encodeURIComponent(list)}`, { email }, accepted, { logPath: 'mailchimp/subscribe/…' });
  }

  confirmNewsletter(token: string): Promise<Accepted> {
    return this.send('post', 'mailchimp/confirm', { token }, accepted);
  }

  // Bodies hold passwords and codes: they go upstream as JSON and never into a log line.
  private send<S extends z.ZodType>(
    method: 'post' | 'put' | 'patch',
    path: string,
    json: object,
    answer: S,
    options?: Pick<RestCall, 'headers' | 'logPath'>,
  ): Promise<z.output<S>> {
    return this.upstream.request({ ...options, method, path, json, answer });
  }
}
