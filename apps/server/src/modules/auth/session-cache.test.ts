import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts';
import type { SessionContext } from './session.repository.ts';

function context(sessionId: string, userId: string, originalUserId?: string): SessionContext {
  const user = (id: string) => ({
    id,
    email: `${id}@x.test`,
    firstName: 'A',
    lastName: 'B',
    userName: id,
    region: 'west',
    isStaff: false,
    staffPermissions: [],
    salesRepId: null,
  });
  return {
    sessionId,
    user: user(userId),
    originalUser: originalUserId ? user(originalUserId) : null,
    organization: null,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  };
}

describe('SessionCache', () => {
  it('serves a stored session until its TTL passes', () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.set(context('s1', 'u1'), cache.startLoad(), now);
    expect(cache.get('s1', now + 10)?.user.id).toBe('u1');
    expect(cache.get('s1', now + SESSION_CACHE_TTL_MS + 1)).toBeUndefined();
  });

  it('never serves a session past its expiry', () => {
    const cache = new SessionCache();
    const expired = { ...context('s1', 'u1'), expiresAt: new Date(Date.now() + 5) };
    cache.set(expired, cache.startLoad());
    expect(cache.get('s1', Date.now() + 10)).toBeUndefined();
  });

  it('evicts by session, by user (acting or original) and all', () => {
    const cache = new SessionCache();
    cache.set(context('s1', 'u1'), cache.startLoad());
    cache.set(context('s2', 'u2', 'staff'), cache.startLoad());
    cache.set(context('s3', 'u3'), cache.startLoad());
    cache.evict('session:s1');
    expect(cache.get('s1')).toBeUndefined();
    cache.evict('user:staff');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')).toBeDefined();
    cache.evict('all');
    expect(cache.get('s3')).toBeUndefined();
  });

  it('does not store a load that raced with a change', () => {
    const cache = new SessionCache();
    const generation = cache.startLoad();
    cache.evict('user:u1');
    cache.set(context('s1', 'u1'), generation);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('stores nothing while disabled', () => {
    const cache = new SessionCache();
    cache.setEnabled(false);
    cache.set(context('s1', 'u1'), cache.startLoad());
    expect(cache.get('s1')).toBeUndefined();
  });
});
