import type { ErrorResponse } from '@larder/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

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

/** Every error leaves as `{ error: { code, message, fields? } }`; never a stack trace. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation);
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.status(400).send(body('VALIDATION_FAILED', first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large.'));
    if (status === 415) {
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'));
    }
    if (status === 429)
      return reply.status(429).send(body('RATE_LIMITED', 'Too many requests. Please slow down.'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('BAD_REQUEST', 'The request could not be understood.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
});
