import type { ErrorResponse } from '@larder/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from './app-error.ts';

function body(
  code: ErrorResponse['error']['code'],
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns a list of validation issues into one message per field path (first issue wins). */
function fieldsOf(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

/** The status and body an error answers with (protocol routes reshape the body, never the status). */
export function errorAnswerOf(error: FastifyError): [number, ErrorResponse] {
  if (error instanceof AppError) return [error.statusCode, body(error.code, error.message, error.fields)];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsOf(error.validation);
    const first = Object.values(fields)[0] ?? 'The request is not valid.';
    return [400, body('VALIDATION_FAILED', first, fields)];
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return [413, body('PAYLOAD_TOO_LARGE', 'The request is too large.')];
  if (status === 415) return [415, body('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.')];
  if (status === 429) return [429, body('RATE_LIMITED', 'Too many requests. Please slow down.')];
  if (status >= 400 && status < 500)
    return [status, body('BAD_REQUEST', 'The request could not be understood.')];
  return [500, body('INTERNAL', 'Something went wrong on our side. Please try again.')];
}

/** Every error leaves as `{ error: { code, message, fields? } }`; never a stack trace. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, answer] = errorAnswerOf(error);
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    // Sent as text, so no route's response schema for the status (e.g. /healthz's 503) reshapes it.
    return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(answer));
  });

  // Requests still arriving on open connections while the server closes: Fastify's own 503 for them has
  // its own shape (return503OnClosing is off in app.ts), so they are refused here in ours.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('UNAVAILABLE', 'The server is restarting. Please try again in a moment.');
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
});
