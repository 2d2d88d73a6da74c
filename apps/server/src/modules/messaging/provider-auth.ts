import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../plugins/app-error.ts';
import { verifyMessagingJwt } from './messaging-jwt.ts';
import type { MessagingMode } from './messaging-settings.service.ts';
import { resolveMessagingUser, type MessagingUser } from './provider-messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user a provider call's JWT names (provider routes only). */
    messagingUser: MessagingUser | null;
  }
}

/** Iterable's message for a missing or wrong web API key; the client turns embedded messaging off on it. */
export const INVALID_API_KEY_MESSAGE = 'Invalid API Key';

/** A provider error with Iterable's own error code beside ours. */
export class ProviderError extends AppError {
  readonly iterableCode: string;

  constructor(iterableCode: string, code: ConstructorParameters<typeof AppError>[0], message: string) {
    super(code, message);
    this.iterableCode = iterableCode;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function keyMatches(sent: string | string[] | undefined, expected: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Authenticates a provider call as Iterable's JWT-enabled web keys do: the Api-Key header must be the web
 * key, and `Authorization: Bearer <JWT>` a valid token naming an existing user.
 */
export async function authenticateProviderCall(
  app: FastifyInstance,
  mode: MessagingMode,
  request: FastifyRequest,
): Promise<MessagingUser> {
  if (!keyMatches(request.headers['api-key'], mode.apiKey)) {
    throw new ProviderError('BadApiKey', 'UNAUTHENTICATED', INVALID_API_KEY_MESSAGE);
  }
  const header = request.headers.authorization;
  const token =
    typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1] : undefined;
  if (!token)
    throw new ProviderError('InvalidJwtPayload', 'UNAUTHENTICATED', 'JWT authorization header is not set');
  const claims = await verifyMessagingJwt(mode.jwtSecret, token);
  const user = claims ? await resolveMessagingUser(app.db, claims) : null;
  if (!user) throw new ProviderError('InvalidJwtPayload', 'UNAUTHENTICATED', 'Invalid JWT');
  return user;
}

const ITERABLE_CODES: Record<number, string> = {
  400: 'BadParams',
  401: 'InvalidJwtPayload',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'BadParams',
  415: 'BadParams',
  429: 'RateLimitExceeded',
};

/**
 * Answers provider errors in Iterable's shape (`msg`, `code`, `params`), which the SDK and our client read,
 * with our own `error` object beside it, which every other API answer carries.
 */
export function providerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let code: string;
  let message: string;
  let fields: Record<string, string> | undefined;
  if (error instanceof AppError) {
    status = error.statusCode;
    code = error.code;
    message = error.message;
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    code = 'VALIDATION_FAILED';
    fields = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value.';
    }
    message = Object.values(fields)[0] ?? 'The request is not valid.';
  } else if ((error.statusCode ?? 500) < 500) {
    status = error.statusCode ?? 400;
    code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 429
            ? 'RATE_LIMITED'
            : 'BAD_REQUEST';
    message =
      status === 429 ? 'Too many requests. Please slow down.' : 'The request could not be understood.';
  } else {
    request.log.error({ err: error }, 'unhandled provider error');
    status = 500;
    code = 'INTERNAL';
    message = 'Something went wrong on our side. Please try again.';
  }
  const iterableCode =
    error instanceof ProviderError ? error.iterableCode : (ITERABLE_CODES[status] ?? 'GenericError');
  const body = {
    msg: message,
    code: iterableCode,
    params: fields ? { fields } : null,
    error: fields ? { code, message, fields } : { code, message },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
