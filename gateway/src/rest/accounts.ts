import { isAxiosError, type AxiosInstance, type AxiosRequestConfig, type RawAxiosRequestHeaders } from 'axios';
import type { Language } from '../i18n.ts';
import { mapUpstreamError } from './errors.ts';

// Answers of the backend's auth and newsletter calls (docs/rest-contract.md, spec §7).
export interface Accepted {
  ok: boolean;
}
export interface TokenAnswer {
  token: string;
}
export interface GoogleSignUpAnswer {
  register: true;
  profile: { email: string; firstName: string; lastName: string };
  socialToken: string;
}
export interface ProfileData {
  lastName: string;
  firstName: string;
  mobile: string;
  birthday: string;
  contactEmail: string;
  subscribed: boolean;
}

/** The member side of the auth table (`/api/user/…`) and the newsletter, bound to one request. */
export class AccountsApi {
  constructor(
    private readonly http: AxiosInstance,
    private readonly lang: Language,
    /** The request's headers (language, bearer, visitor address); a call's own headers override them. */
    private readonly headers: RawAxiosRequestHeaders = {},
  ) {}

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

  login(email: string, password: string): Promise<TokenAnswer> {
    return this.send('post', 'user/login', { email, password });
  }

  loginWithGoogle(idToken: string, nonce: string): Promise<TokenAnswer | GoogleSignUpAnswer> {
    return this.send('post', 'user/login/social/google', { idToken, nonce });
  }

  completeGoogleSignUp(input: ProfileData & { socialToken: string }): Promise<TokenAnswer> {
    return this.send('patch', 'user/login/social/google', input);
  }

  refreshToken(): Promise<TokenAnswer> {
    return this.send('post', 'user/token/refresh', {});
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
    return this.send('post', `mailchimp/subscribe/${encodeURIComponent(list)}`, { email });
  }

  confirmNewsletter(token: string): Promise<Accepted> {
    return this.send('post', 'mailchimp/confirm', { token });
  }

  private async send<T>(method: 'post' | 'put' | 'patch', path: string, body: object, config?: AxiosRequestConfig): Promise<T> {
    try {
      const response = await this.http.request<T>({ ...config, headers: { ...this.headers, ...config?.headers }, method, url: path, data: body });
      return response.data;
    } catch (error) {
      // Outages are worth a log line; 4xx answers are the caller's. Never the body: it holds passwords.
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (isAxiosError(error) && (status === undefined || status >= 500)) {
        console.warn(`upstream ${method.toUpperCase()} /api/${path.replace(/subscribe\/.*/, 'subscribe/…')} failed: ${status ?? error.code ?? error.message}`);
      }
      throw mapUpstreamError(error, this.lang);
    }
  }
}
