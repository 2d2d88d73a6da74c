import { z } from 'zod';

/** Machine-readable error codes every API error carries. */
export const errorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_SITE',
  'NOT_FOUND',
  'CONFLICT',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RULE_BROKEN',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'UNAVAILABLE',
]);

/** One of the error codes of the API. */
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The JSON body of every non-2xx answer: `{ error: { code, message, fields? } }`. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The JSON body of every non-2xx answer. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A plain success acknowledgement for calls that have nothing else to say. */
export const successSchema = z.object({ success: z.literal(true) });
