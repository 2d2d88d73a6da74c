import type { AlgoliaError } from '@larder/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../plugins/app-error.ts';
import { errorAnswerOf } from '../../plugins/error-handler.ts';

/**
 * Answers errors on the Algolia routes in Algolia's shape, `{message, status}`, which the algoliasearch
 * clients turn into an ApiError carrying that message; our own `error` object rides beside it. The status
 * is the one every other route would answer.
 */
export function algoliaErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, answer] = errorAnswerOf(error);
  if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
  if (status === 500) request.log.error({ err: error }, 'unhandled search error');
  const { fields, ...rest } = answer.error;
  const field = fields ? Object.keys(fields)[0] : undefined;
  // A validation message names its field, as Algolia's do ('hitsPerPage: ...').
  const message =
    answer.error.code === 'VALIDATION_FAILED' && field && field !== '_'
      ? `${field}: ${answer.error.message}`
      : answer.error.message;
  const body: AlgoliaError = { message, status, error: rest };
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
