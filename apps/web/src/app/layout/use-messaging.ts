import type { Cart, GlobalSettings } from '@larder/contract';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useGlobalSettings } from '../../features/content/api/get-global-settings.ts';
import {
  type MessagingTarget,
  messagingCartChanged,
  messagingPurchased,
  signOutOfMessaging,
  syncMessaging,
} from '../../features/messaging/messaging-bridge.ts';
import { onMessagingEvent } from '../../lib/messaging-events.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** What the global settings tell the messaging client (spec section 3's config, the key, the JWT's URL). */
export function messagingTargetOf(
  settings: GlobalSettings | undefined,
): Omit<MessagingTarget, 'email' | 'isImpersonating'> {
  const messaging = settings?.messaging;
  if (!messaging?.apiKey) return { apiKey: null };
  return {
    apiKey: messaging.apiKey,
    config: { baseURL: messaging.baseURL, isEuIterableService: messaging.isEuIterableService },
    packageName: messaging.packageName,
    jwtUrl: messaging.jwtUrl,
    placementIds: messaging.embeddedPlacements.map((p) => p.placementId),
  };
}

/** A message's link: a new window for _blank or another origin, the app's router for our own pages. */
export function followMessageLink(href: string, target: string | null, navigateTo: NavigateFunction): void {
  const url = new URL(href, location.href);
  if (target === '_blank') {
    window.open(url.href, '_blank', 'noopener,noreferrer');
  } else if (url.origin === location.origin) {
    void navigateTo(`${url.pathname}${url.search}${url.hash}`);
  } else {
    location.assign(url.href);
  }
}

/**
 * Runs the messaging client for the signed-in user once the users are known (spec section 4: not while
 * impersonating), tells it about cart changes and submitted orders, and signs it out on logout.
 */
export function useMessaging(usersReady: boolean): void {
  const { data: user } = useCurrentUser();
  const { data: settings } = useGlobalSettings();
  const queryClient = useQueryClient();
  const navigateTo = useNavigate();
  // The runtime keeps the function it was started with; this one always follows with the current router.
  const router = useRef(navigateTo);
  useEffect(() => {
    router.current = navigateTo;
  }, [navigateTo]);
  const email = usersReady && user?.isAuthenticated ? user.email : null;
  const impersonating = user?.isImpersonationActive ?? false;
  const targetKey = JSON.stringify(messagingTargetOf(settings));

  useEffect(() => {
    const target = JSON.parse(targetKey) as ReturnType<typeof messagingTargetOf>;
    syncMessaging({ ...target, email, isImpersonating: impersonating }, (href, linkTarget) =>
      followMessageLink(href, linkTarget, router.current),
    );
  }, [email, impersonating, targetKey]);

  useEffect(() => {
    const cartHash = hashKey(queryKeys.cart.current);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === cartHash)
        messagingCartChanged(event.query.state.data as Cart | undefined);
    });
    const offPurchase = onMessagingEvent('purchased', messagingPurchased);
    const offSignOut = onMessagingEvent('signedOut', () => void signOutOfMessaging());
    return () => {
      unsubscribe();
      offPurchase();
      offSignOut();
    };
  }, [queryClient]);
}
