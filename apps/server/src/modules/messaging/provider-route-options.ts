import { providerSuccessSchema } from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MessagingUser } from './provider-messages.ts';

/** The OpenAPI tag of the provider's routes. */
export const TAGS = ['messaging provider'];

/** Iterable's success answer. */
export const SUCCESS = { msg: '', code: 'Success' as const, params: null };

/** The user the call's JWT named (set by the provider's onRequest hook). */
export function userOf(request: FastifyRequest): MessagingUser {
  return request.messagingUser!;
}

/** Options every provider POST shares: a bearer-token API, so no cookie and no same-origin check. */
export function providerPost<Body extends z.ZodType>(summary: string, body: Body) {
  return {
    config: { crossSite: 'open' as const },
    schema: { tags: TAGS, summary, body, response: { 200: providerSuccessSchema } },
  };
}
