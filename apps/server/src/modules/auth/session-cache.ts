import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionContext } from './session.repository.ts';

/** The NOTIFY channel on which every process hears of session and user changes. */
export const SESSION_CHANNEL = 'larder_session_changes';

/** How long a loaded session may be reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;

const MAX_ENTRIES = 20_000;

/**
 * A per-process cache of loaded sessions, keyed by session id. Every change to a session or its user
 * evicts it here at once and, through NOTIFY, in every other process; the TTL bounds what a missed
 * notification could leave behind.
 */
export class SessionCache {
  private readonly entries = new Map<string, { context: SessionContext; loadedAt: number }>();
  // Bumped on every eviction, so a load that raced with a change is not stored.
  private generation = 0;
  private enabled = true;

  /** A cached, unexpired session, or undefined. */
  get(sessionId: string, now = Date.now()): SessionContext | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.loadedAt > SESSION_CACHE_TTL_MS || entry.context.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.context;
  }

  /** The generation to pass to `set` for a load starting now. */
  startLoad(): number {
    return this.generation;
  }

  /** Stores a session loaded since `generation`, unless something changed meanwhile. */
  set(context: SessionContext, generation: number, now = Date.now()): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(context.sessionId, { context, loadedAt: now });
  }

  /** Applies a change message: `session:<id>`, `user:<id>` or `all`. */
  evict(message: string): void {
    this.generation++;
    const [kind, id] = message.split(':', 2);
    if (kind === 'session' && id) this.entries.delete(id);
    else if (kind === 'user' && id) {
      for (const [key, entry] of this.entries) {
        if (entry.context.user.id === id || entry.context.originalUser?.id === id) this.entries.delete(key);
      }
    } else this.entries.clear();
  }

  /** Stops caching (the change feed is lost) or starts again, emptying the cache either way. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.evict('all');
  }
}

const cachesByDb = new WeakMap<Db, Set<SessionCache>>();

/** Registers a cache kept over a database handle; returns how to unregister it. */
export function registerSessionCache(db: Db, cache: SessionCache): () => void {
  let caches = cachesByDb.get(db);
  if (!caches) cachesByDb.set(db, (caches = new Set()));
  caches.add(cache);
  return () => caches.delete(cache);
}

/** A session or a user whose cached sessions must be dropped, or `all` (a bulk feed changed organizations). */
export type SessionChange = `session:${string}` | `user:${string}` | 'all';

/**
 * Announces a committed change to a session or a user: evicts it in this process at once and, through
 * NOTIFY, in every other. Call it with the root handle after the change has committed.
 */
export async function announceSessionChange(db: Db, change: SessionChange): Promise<void> {
  for (const cache of cachesByDb.get(db) ?? []) cache.evict(change);
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${change})`);
}
