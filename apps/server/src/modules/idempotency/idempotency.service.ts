import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findKey, insertKey, storeResponse } from './idempotency.repository.ts';

/** What a 422 says when a key comes back with another request than its first (as Stripe refuses it). */
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';

/** A request sent with an Idempotency-Key: who sent it, the key, and what it asks for (its fingerprint). */
export interface KeyedRequest {
  userId: string;
  key: string;
  /** Everything that makes the request what it is; a JSON value built in a fixed key order. */
  request: unknown;
}

function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * Runs `run` at most once per user and key, inside the caller's transaction `tx`, and gives every request
 * with that key the answer the first one got. The key's row is inserted before the work, so a concurrent
 * request with the same key waits for the first transaction to end: committed, it reads the stored
 * answer; rolled back (an error was thrown), it runs the work itself. The same key with another request
 * is a 422 (RULE_BROKEN). Keys are per user: a colleague's key never answers for someone else.
 */
export async function answerOnce<T>(tx: Db, request: KeyedRequest, run: () => Promise<T>): Promise<T> {
  const fingerprint = fingerprintOf(request.request);
  if (await insertKey(tx, request.userId, request.key, fingerprint)) {
    const answer = await run();
    await storeResponse(tx, request.userId, request.key, answer);
    return answer;
  }
  const stored = await findKey(tx, request.userId, request.key);
  if (stored?.fingerprint !== fingerprint) throw new AppError('RULE_BROKEN', KEY_REUSED_MESSAGE);
  // The row and its answer are committed together, so a row another transaction let us see has its answer.
  return stored.response as T;
}
