import { ANONYMOUS_ID } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '../auth/auth.service.ts';
import { anonymousIdFor, attributionOf, contextFor } from './event-attribution.ts';

const user = (email: string) =>
  ({ id: `id-${email}`, email, isStaff: false }) as unknown as SessionContext['user'];

function session(overrides: Partial<SessionContext> = {}): SessionContext {
  return {
    sessionId: 's1',
    user: user('buyer@bistro.test'),
    originalUser: null,
    organization: {
      row: { id: 'ORG1' },
      salesRepName: '',
      salesRepEmail: '',
    } as SessionContext['organization'],
    createdAt: new Date(),
    expiresAt: new Date(),
    ...overrides,
  };
}

describe('attributionOf', () => {
  it('leaves an anonymous visitor anonymous', () => {
    expect(attributionOf(null)).toEqual({ userId: null, organizationId: null, originalUserId: null });
  });

  it("names the signed-in user by e-mail and the session's organization", () => {
    expect(attributionOf(session())).toEqual({
      userId: 'buyer@bistro.test',
      organizationId: 'ORG1',
      originalUserId: null,
    });
  });

  it("uses a punchout session's stored tracking e-mail (spec section 6)", () => {
    const punchout = {
      id: 'p1',
      systemName: 'Ariba',
      protocol: 'cxml',
      operation: 'create',
      trackingEmail: 'chef@hotel.test',
    };
    expect(attributionOf(session({ punchout }))).toMatchObject({
      userId: 'chef@hotel.test',
      organizationId: 'ORG1',
    });
  });

  it('keeps the staff user beside the impersonated customer', () => {
    const attribution = attributionOf(session({ originalUser: user('sam@larder.test') }));
    expect(attribution).toMatchObject({ userId: 'buyer@bistro.test', originalUserId: 'sam@larder.test' });
  });

  it('copes with a session that has no organization', () => {
    expect(attributionOf(session({ organization: null })).organizationId).toBeNull();
  });
});

describe('anonymousIdFor', () => {
  it('forces the placeholder for anonymous visitors, whatever the browser sent', () => {
    expect(anonymousIdFor(attributionOf(null), 'made-up')).toBe(ANONYMOUS_ID);
  });

  it("keeps a signed-in browser's anonymous id, defaulting to the placeholder", () => {
    expect(anonymousIdFor(attributionOf(session()), 'abc')).toBe('abc');
    expect(anonymousIdFor(attributionOf(session()), '')).toBe(ANONYMOUS_ID);
  });
});

describe('contextFor', () => {
  it('drops the organization and impersonation entries the browser may have made up', () => {
    const sent = { page: { path: '/' }, groupId: 'ORG-other', impersonation: { originalUserId: 'mallory' } };
    expect(contextFor(attributionOf(session()), sent)).toEqual({ page: { path: '/' } });
  });

  it('adds the real staff user while impersonating', () => {
    const attribution = attributionOf(session({ originalUser: user('sam@larder.test') }));
    expect(contextFor(attribution, { locale: 'en-US' })).toEqual({
      locale: 'en-US',
      impersonation: { originalUserId: 'sam@larder.test' },
    });
  });
});
