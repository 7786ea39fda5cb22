import { isAxiosError } from 'axios';
import { GraphQLError } from 'graphql';
import { translate, type Language, type MessageId } from '../i18n.ts';

/** The codes clients may see in `extensions.code` (DESIGN §4). */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'ACCOUNT_NOT_VERIFIED',
  'REGISTRATION_CLOSED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_INVALID',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
  // A proxy or load balancer in front of the foundation's backend answers these when it is down.
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'UPSTREAM_UNAVAILABLE',
  504: 'UPSTREAM_UNAVAILABLE',
};

const defaultMessage: Record<ErrorCode, MessageId> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  BAD_USER_INPUT: 'badInput',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  ACCOUNT_NOT_VERIFIED: 'accountNotVerified',
  REGISTRATION_CLOSED: 'registrationClosed',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  RATE_LIMITED: 'rateLimited',
  UPSTREAM_UNAVAILABLE: 'upstreamUnavailable',
  UPSTREAM_INVALID: 'upstreamInvalid',
  INTERNAL_SERVER_ERROR: 'internal',
};

/** A field a form should mark: its input path (`team.members.1.email`) and the message, in the user's language. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A GraphQL error with a known code; the message defaults to the gateway's text for the code.
 * `fields` (BAD_USER_INPUT) lets a form put each message under its field.
 */
export function gatewayError(code: ErrorCode, lang: Language, message?: string, fields?: FieldError[]): GraphQLError {
  return new GraphQLError(message ?? translate(lang, defaultMessage[code]), { extensions: fields ? { code, fields } : { code } });
}

/** The envelope's `fields`, keeping only well-formed entries (and only their path and message). */
function fieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const fields = value.flatMap((entry: unknown) => {
    const { path, message } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
  return fields.length > 0 ? fields : undefined;
}

/** The TOTP secret a first staff sign-in is offered (`TOTP_ENROLMENT_REQUIRED`'s `enrolment`). */
export interface StaffEnrolmentSecret {
  ticket: string;
  secret: string;
  otpauthUri: string;
}

/** Backend codes that are steps of a staff sign-in rather than failures: they cross as `reason` of UNAUTHENTICATED. */
const signInSteps = ['SECOND_FACTOR_REQUIRED', 'TOTP_ENROLMENT_REQUIRED'];

function enrolmentSecret(value: unknown): StaffEnrolmentSecret | undefined {
  const { ticket, secret, otpauthUri } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return typeof ticket === 'string' && typeof secret === 'string' && typeof otpauthUri === 'string' && otpauthUri.startsWith('otpauth://')
    ? { ticket, secret, otpauthUri }
    : undefined;
}

/**
 * Maps a failed REST call to a GraphQL error. Only the envelope's `code`, `message`, `fields` and `reason` cross over:
 * never the upstream body, stack, URL or headers (the axios error holds the bearer token, so it is
 * not attached as originalError either). Errors that are not from the HTTP call are returned as they
 * are: they are gateway bugs, and formatError hides them.
 */
export function mapUpstreamError(error: unknown, lang: Language): unknown {
  if (!isAxiosError(error)) return error;
  const response = error.response;
  // No answer at all: refused, reset, timed out, DNS failure.
  if (!response) return gatewayError('UPSTREAM_UNAVAILABLE', lang);
  const body: unknown = response.data;
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = isErrorCode(envelope.code) ? envelope.code : (codeByStatus[response.status] ?? 'INTERNAL_SERVER_ERROR');
  const step = response.status === 401 && typeof envelope.code === 'string' && signInSteps.includes(envelope.code) ? envelope.code : undefined;
  const message = typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message : undefined;
  // A backend code outside the list (e.g. STALE_VERSION on 409) is told by its status.
  const mapped = gatewayError(code, lang, message, fieldErrors(envelope.fields));
  // A reason (`CODE_EXPIRED`) lets a client act on the cause; only a constant's shape crosses over.
  if (typeof envelope.reason === 'string' && /^[A-Z][A-Z_]{0,39}$/.test(envelope.reason)) mapped.extensions.reason = envelope.reason;
  if (step !== undefined) {
    mapped.extensions.reason = step;
    // Only manager/login answers it, and StaffAccountsApi.signIn turns it into data (no error carries it further).
    const enrolment = step === 'TOTP_ENROLMENT_REQUIRED' ? enrolmentSecret(envelope.enrolment) : undefined;
    if (enrolment) mapped.extensions.enrolment = enrolment;
  }
  return mapped;
}
