import type { Cart } from '@larder/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { cartSignature, cartTotalOf, commerceItemsOf } from './commerce-items.ts';
import { EMBEDDED_PLACEMENTS, resetEmbeddedStore, useEmbeddedStore } from './embedded-store.ts';
import type { MessagingConfig } from './runtime/config.ts';
import type { MessagingHandle } from './runtime/messaging-runtime.ts';

/** Who messaging runs for, and with what key: null e-mail or key, or impersonation, means not at all. */
export interface MessagingTarget {
  email: string | null;
  isImpersonating: boolean;
  apiKey: string | null;
  config?: Partial<MessagingConfig>;
  /** The appPackageName calls carry. */
  packageName?: string;
  /** Where the JWT comes from (GET, ?email=). */
  jwtUrl?: string;
  /** The placements to fetch embedded messages for (default: the home page's and the cart's). */
  placementIds?: number[];
}

/** Spec section 3: the messaging state (the JWT is the runtime's). */
export const messagingState = { initialized: false, email: null as string | null };

let handle: Promise<MessagingHandle | null> | null = null;
let lastCart = '';

/** GET /web-api/iterable/get-jwt?email= (spec section 7): a short-lived token for the signed-in user. */
export async function getMessagingJwt(email: string, url = '/web-api/iterable/get-jwt'): Promise<string> {
  const answer = await apiFetch<{ token: string } | string>(url, {
    method: 'GET',
    query: { email },
  });
  return typeof answer === 'string' ? answer : answer.token;
}

/** Follows a message's link: a new window for _blank or another site, the app's router otherwise. */
export type Navigate = (href: string, target: string | null) => void;

/**
 * Starts messaging for a signed-in user who is not impersonated (spec sections 4 and 6), loading the
 * runtime's chunk only then; signs out of it when the user signs out, changes or starts impersonating.
 */
export function syncMessaging(target: MessagingTarget, navigate: Navigate): void {
  const email = target.email;
  if (!email || target.isImpersonating || !target.apiKey) {
    if (messagingState.initialized) void signOutOfMessaging();
    return;
  }
  if (messagingState.initialized && messagingState.email === email) return;
  if (messagingState.initialized) void signOutOfMessaging();
  messagingState.initialized = true;
  messagingState.email = email;
  const apiKey = target.apiKey;
  handle = import('./runtime/messaging-runtime.ts')
    .then(({ startMessaging }) =>
      startMessaging({
        email,
        apiKey,
        config: target.config,
        getJwt: () => getMessagingJwt(email, target.jwtUrl),
        packageName: target.packageName,
        placementIds: target.placementIds ?? Object.values(EMBEDDED_PLACEMENTS),
        navigate,
        embedded: {
          set: (byPlacement) => useEmbeddedStore.setState({ byPlacement }),
          disable: () => useEmbeddedStore.setState({ byPlacement: {}, disabled: true }),
          navigate,
          actions: (actions) => useEmbeddedStore.setState({ actions }),
        },
      }),
    )
    .catch(() => null);
}

/** Spec section 4: logout resets the initialized flag and signs out of the messaging service. */
export async function signOutOfMessaging(): Promise<void> {
  const running = handle;
  handle = null;
  lastCart = '';
  messagingState.initialized = false;
  messagingState.email = null;
  resetEmbeddedStore();
  const runtime = await running;
  await runtime?.signOut().catch(() => undefined);
}

/** Spec section 4: the cart is sent with updateCart when its items change (edit carts are not the cart). */
export function messagingCartChanged(cart: Cart | undefined): void {
  if (!cart || cart.orderNumber || !handle) return;
  const items = commerceItemsOf(cart);
  const signature = cartSignature(items);
  if (signature === lastCart) return;
  lastCart = signature;
  void handle.then((runtime) => runtime?.updateCart(items)).catch(() => undefined);
}

/** Spec section 7: the submitted cart is sent with trackPurchase. */
export function messagingPurchased(cart: Cart): void {
  if (!handle) return;
  const items = commerceItemsOf(cart);
  void handle.then((runtime) => runtime?.trackPurchase(items, cartTotalOf(cart))).catch(() => undefined);
}
