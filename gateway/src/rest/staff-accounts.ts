import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { accepted, loginAnswer, tokenAnswer, type Accepted } from './accounts.ts';
import { memberInfo, type MemberInfo } from './dto.ts';
import type { StaffEnrolmentSecret } from './errors.ts';
import { burstTimeoutMs, type RestCall, type Upstream } from './request.ts';

/** Where a staff sign-in stands (the backend answers the last two as 401s with their code). */
export type StaffSignInAnswer =
  | { step: 'SIGNED_IN'; token: string; deviceToken: string }
  | { step: 'SECOND_FACTOR_REQUIRED' }
  | { step: 'ENROLMENT_REQUIRED'; enrolment: StaffEnrolmentSecret };

export interface StaffSignInCredentials {
  email: string;
  password: string;
  totp?: string;
  recoveryCode?: string;
}

const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
const staffEnrolmentAnswer = tokenAnswer.extend(recoveryCodesAnswer.shape);
export type StaffEnrolmentAnswer = z.output<typeof staffEnrolmentAnswer>;

const deviceHeader = (deviceToken: string | undefined) => (deviceToken ? { 'X-Device-Token': deviceToken } : {});

/** The staff side of the auth table (`/api/manager/…`), bound to one request. */
export class StaffAccountsApi {
  constructor(private readonly upstream: Upstream) {}

  /** The password, then the second factor; the steps between are answers, not failures. */
  async signIn(credentials: StaffSignInCredentials, deviceToken: string | undefined): Promise<StaffSignInAnswer> {
    try {
      const answer = await this.send('manager/login', credentials, loginAnswer, { headers: deviceHeader(deviceToken) });
      return { step: 'SIGNED_IN', ...answer };
    } catch (error) {
      // rest/errors.ts keeps the step in `reason` and the enrolment's secret in `enrolment`.
      if (!(error instanceof GraphQLError)) throw error;
      const { reason, enrolment } = error.extensions as { reason?: string; enrolment?: StaffEnrolmentSecret };
      if (reason === 'SECOND_FACTOR_REQUIRED') return { step: 'SECOND_FACTOR_REQUIRED' };
      if (reason === 'TOTP_ENROLMENT_REQUIRED' && enrolment) return { step: 'ENROLMENT_REQUIRED', enrolment };
      throw error;
    }
  }

  /** The first sign-in's ticket and the new app's code: the session and the recovery codes. */
  enrolTotp(ticket: string, totp: string): Promise<StaffEnrolmentAnswer> {
    return this.send('manager/totp/enrol', { ticket, totp }, staffEnrolmentAnswer);
  }

  /** The bearer's new recovery codes (the earlier ones void), for the app's current code; a wrong one keeps `reason: TOTP_WRONG`. */
  renewRecoveryCodes(totp: string): Promise<{ recoveryCodes: string[] }> {
    return this.send('manager/totp/recovery-codes', { totp }, recoveryCodesAnswer);
  }

  /** The staff account the bearer token belongs to; the token check before every staff request, as patient as a member's. */
  info(): Promise<MemberInfo> {
    return this.upstream.request({ method: 'get', path: 'manager/info', answer: memberInfo, timeoutMs: burstTimeoutMs });
  }

  /** A fresh token of the bearer's staff session (the older one runs out by itself). */
  renew(): Promise<{ token: string }> {
    return this.send('manager/token/refresh', {}, tokenAnswer);
  }

  /** Ends the bearer's staff session at the backend. */
  logout(): Promise<Accepted> {
    return this.send('manager/logout', {}, accepted);
  }

  // Bodies hold passwords and codes: they go upstream as JSON and never into a log line.
  private send<S extends z.ZodType>(path: string, json: object, answer: S, options?: Pick<RestCall, 'headers'>): Promise<z.output<S>> {
    return this.upstream.request({ ...options, method: 'post', path, json, answer });
  }
}
