import { ANONYMOUS_ID } from '@larder/contract';
import type { SessionContext } from '../auth/auth.service.ts';

/** Whom an event is about, decided by the server from the session, never taken from the browser. */
export interface Attribution {
  /** The signed-in user's e-mail (the customer while impersonating), or null for an anonymous visitor. */
  userId: string | null;
  organizationId: string | null;
  /** The staff user's e-mail while impersonating. */
  originalUserId: string | null;
}

/** The attribution of every event sent with this session (null when signed out). */
export function attributionOf(session: SessionContext | null): Attribution {
  if (!session) return { userId: null, organizationId: null, originalUserId: null };
  return {
    // Spec section 6: a punchout user's tracking e-mail comes from the stored punchout session settings.
    userId: session.punchout?.trackingEmail ?? session.user.email,
    organizationId: session.organization?.row.id ?? null,
    originalUserId: session.originalUser?.email ?? null,
  };
}

/** The anonymous id to store: the spec's placeholder for anonymous visitors, the browser's otherwise. */
export function anonymousIdFor(attribution: Attribution, sent: string): string {
  return attribution.userId === null || sent === '' ? ANONYMOUS_ID : sent;
}

/**
 * The browser's context without the keys only the server may set: `groupId` (the organization, added
 * from the session when forwarding) and `impersonation`, which names the staff user when there is one.
 */
export function contextFor(attribution: Attribution, sent: Record<string, unknown>): Record<string, unknown> {
  const { impersonation: _impersonation, groupId: _groupId, ...context } = sent;
  if (attribution.originalUserId === null) return context;
  return { ...context, impersonation: { originalUserId: attribution.originalUserId } };
}
