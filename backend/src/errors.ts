import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { requestLanguage, translate } from './i18n/language.ts';
import type { MessageId } from './i18n/messages.ts';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'ACCOUNT_NOT_VERIFIED'
  | 'REGISTRATION_CLOSED'
  /** A 409 whose save named an older version than the stored one. */
  | 'STALE_VERSION'
  /** A manager's right password still needs the authenticator's code or a recovery code. */
  | 'SECOND_FACTOR_REQUIRED'
  /** A manager's right password, but no authenticator yet: the body carries `enrolment`. */
  | 'TOTP_ENROLMENT_REQUIRED'
  /** The last active manager cannot be deactivated. */
  | 'LAST_MANAGER'
  | 'INTERNAL_SERVER_ERROR';

/** The REST error envelope. */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
  /** Input failures by field path (`team.members.1.email`), each message in the request language. */
  fields?: { path: string; message: string }[];
  reason?: string;
  /** With TOTP_ENROLMENT_REQUIRED: what the manager's authenticator app needs (second-factor.ts). */
  enrolment?: { ticket: string; secret: string; otpauthUri: string };
}

/** Data an error carries into its body beside the envelope's own fields. */
export type ErrorExtra = Pick<ErrorBody, 'enrolment'>;

/** A field's failure before translation. */
export interface FieldError {
  path: string;
  messageId: MessageId;
}

/** An expected failure: answered with its status, code and a message in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | undefined,
    readonly messageId: MessageId,
    /** Appended to the translated message, e.g. the offending field names. */
    readonly detail?: string,
    readonly fields?: readonly FieldError[],
    /** A machine-readable cause beside the code (`CODE_EXPIRED`), for clients that act on it. */
    readonly reason?: string,
    readonly extra?: ErrorExtra,
  ) {
    super(messageId);
  }
}

export const badInput = (messageId: MessageId = 'badInput', detail?: string, fields?: readonly FieldError[]) =>
  new ApiError(400, 'BAD_USER_INPUT', messageId, detail, fields);
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'notFound');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'forbidden');

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

const messageByStatus: Record<number, MessageId> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  429: 'rateLimited',
};

function describeZodError(error: ZodError): { messageId: MessageId; detail: string } {
  const unknownKeys = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : [],
  );
  if (unknownKeys.length > 0) return { messageId: 'unknownField', detail: unknownKeys.join(', ') };
  const paths = [...new Set(error.issues.map((issue) => issue.path.join('.') || '(body)'))];
  return { messageId: 'badInput', detail: paths.join(', ') };
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  messageId: MessageId,
  code?: ErrorCode,
  detail?: string,
  fields?: readonly FieldError[],
  reason?: string,
  extra?: ErrorExtra,
) {
  const language = requestLanguage(request);
  const text = translate(language, messageId);
  // Chinese text takes the full-width colon (as the site's own copy does).
  const body: ErrorBody = { ...extra, message: detail ? `${text}${language === 'zhTw' ? '：' : ': '}${detail}` : text };
  if (code) body.code = code;
  if (reason) body.reason = reason;
  if (fields) body.fields = fields.map((field) => ({ path: field.path, message: translate(language, field.messageId) }));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Maps every failure to the envelope; unexpected ones are logged and answered without detail. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) {
      return send(reply, request, error.statusCode, error.messageId, error.code, error.detail, error.fields, error.reason, error.extra);
    }
    if (error instanceof ZodError) {
      const { messageId, detail } = describeZodError(error);
      return send(reply, request, 400, messageId, 'BAD_USER_INPUT', detail);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, request, 400, 'malformedJson', 'BAD_USER_INPUT');
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (empty body, unsupported type, size limits): keep the status.
      return send(reply, request, status, messageByStatus[status] ?? 'badInput', codeByStatus[status] ?? 'BAD_USER_INPUT');
    }
    request.log.error({ err: error }, 'request failed');
    const messageId: MessageId = request.method === 'GET' || request.method === 'HEAD' ? 'fetchFailed' : 'saveFailed';
    return send(reply, request, 500, messageId, 'INTERNAL_SERVER_ERROR');
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, 'routeNotFound', 'NOT_FOUND'));
}
