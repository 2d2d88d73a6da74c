import type { IntegrationScope } from '@larder/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { authenticateApiKey } from './api-keys.service.ts';

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

/**
 * The guard of every `/integration/v1/` route: `Authorization: Bearer <key>` with a live key, else 401;
 * a key without the route's scope, 403. Session cookies mean nothing here, and nothing else is asked for.
 * Used as the route's `onRequest`, so a caller without a key is refused before its body is even read.
 */
export function requireApiKey(db: Db, scope: IntegrationScope): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const key = match ? await authenticateApiKey(db, match[1]!) : null;
    if (!key) {
      void reply.header('www-authenticate', 'Bearer realm="larder-integration"');
      throw new AppError('UNAUTHENTICATED', 'Send a live API key as Authorization: Bearer <key>.');
    }
    if (!key.scopes.includes(scope)) {
      throw new AppError('FORBIDDEN', `This API key may not use ${scope}; ask for a key with that scope.`);
    }
  };
}
