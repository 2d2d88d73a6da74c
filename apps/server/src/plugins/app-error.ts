import type { ErrorCode } from '@larder/contract';

const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** An error meant for the client: its code decides the HTTP status, its message is shown as is. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    if (fields !== undefined) this.fields = fields;
    this.statusCode = statusOf[code];
  }
}

/** A 404 for anything missing or belonging to another tenant; it never says which. */
export function notFound(what = 'The requested item'): AppError {
  return new AppError('NOT_FOUND', `${what} was not found.`);
}

/** A 401 for calls that need a signed-in user. */
export function unauthenticated(): AppError {
  return new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/** A 429 that tells the client, in Retry-After, how many seconds to wait. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
