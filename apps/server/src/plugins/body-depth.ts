import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** How deeply a request body may nest objects and arrays; no request of ours needs more than a few levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * How deeply a parsed body nests, counted without recursion (a body nested thousands of levels deep must not
 * exhaust the stack here either), and stopping as soon as the limit is passed.
 */
export function nestingExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Whether a body is parsed: an object or array to walk, not bytes a route keeps as sent (ADR 051). */
export function isParsedBody(body: unknown): body is object {
  return body !== null && typeof body === 'object' && !ArrayBuffer.isView(body);
}

/**
 * Refuses, with a 400 before any validation or handler, a body nested deeper than MAX_BODY_DEPTH on every
 * route: schema validators and handlers walk bodies recursively, and a deep enough one overflows their stack.
 * A body kept as bytes (the catalog's products call, checked in a worker) has no nesting here: walking a
 * 15 MB `Buffer` as an object would list its every byte on the request thread.
 */
export const bodyDepthPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (isParsedBody(request.body) && nestingExceeds(request.body, MAX_BODY_DEPTH)) {
      throw new AppError('BAD_REQUEST', `The request body nests more than ${MAX_BODY_DEPTH} levels deep.`);
    }
  });
});
