import type { ErrorCode } from '@larder/contract';

/** Codes of failures the browser sees before or instead of a JSON error body. */
export type ClientErrorCode = 'NETWORK' | 'ABORTED' | 'BAD_RESPONSE';

/** A failed API call: the HTTP status (0 when no answer arrived), the error code, message and per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The message to show a person for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}
