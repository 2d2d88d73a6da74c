import type { Cart } from '@larder/contract';
import { lineKeyOf } from '@larder/domain';
import {
  keepCart,
  markSent,
  queuedChanges,
  refreshPending,
  removeChange,
} from '../../lib/offline/offline-queue.ts';
import { useOfflineStore, type InstallPromptEvent } from '../../lib/offline/offline-store.ts';
import { replayQueue, sendChange } from '../../lib/offline/replay.ts';
import { SKIP_WAITING_MESSAGE } from '../../lib/offline/sw-routes.ts';
import { warmPictures } from '../../lib/offline/warm-pictures.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { showToast } from '../../lib/toast-store.ts';
import { queryClient } from '../query-client.ts';
import { refreshKeptGuides } from './refresh-kept-guides.ts';
import { sendUnsentCounts } from './send-unsent-counts.ts';

/**
 * The offline storefront's start (issue 34, ADR 047), loaded after the first paint: registers the service
 * worker, reads the queue, keeps the cart's quantities, and on every reconnect sends what waits.
 */

/** What the buyer is told when a new version is installed: it waits for the next open. */
export const UPDATE_READY_MESSAGE =
  'Larder was updated. The update takes effect the next time you open it; nothing you are entering is interrupted.';

/** Registers the worker; an update installed before this open takes effect now, one found later on the next open. */
async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // Nothing has been typed yet on a page just opened: the waiting version can take over at once. The page
  // itself already came from the network (pages are network first), so it is the new version's.
  registration.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE });
  void keepThisPage();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Never mid-entry: the buyer is told, and the new version takes over the next time the app opens.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        useOfflineStore.setState({ updateReady: true });
        showToast(UPDATE_READY_MESSAGE, 'info');
      }
    });
  });
}

/**
 * The page opened before the worker took over was not kept by it: once the worker controls the page, the
 * page is asked again through it, so a reload without signal finds it.
 */
async function keepThisPage(): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  await fetch(location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
}

let running: Promise<void> | null = null;

/** Sends the queued changes once (one run at a time in this tab, and across tabs by a Web Lock). */
export function replayNow(): Promise<void> {
  running ??= (async () => {
    const run = async () => {
      const report = await replayQueue({
        queued: queuedChanges,
        markSent,
        remove: removeChange,
        send: sendChange,
      });
      if (report.answered > 0) {
        useOfflineStore.setState((state) => {
          const fresh = new Set(report.notices.map((n) => n.lineKey));
          return {
            notices: [...state.notices.filter((n) => !fresh.has(n.lineKey)), ...report.notices],
            lastReplayed: {
              at: Date.now(),
              lineKeys: [...report.applied.map(lineKeyOf), ...report.notices.map((n) => n.lineKey)],
            },
          };
        });
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      }
    };
    try {
      if (navigator.locks) await navigator.locks.request('larder-offline-replay', run);
      else await run();
      await sendUnsentCounts();
    } finally {
      await refreshPending();
      running = null;
    }
  })();
  return running;
}

/** The cart's quantities by line, from a cart read online. */
function quantitiesOf(cart: Cart): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const group of cart.cartGroups) {
    for (const subCart of group.subCarts) {
      for (const line of subCart.lines) quantities[lineKeyOf(line)] = line.quantity;
    }
  }
  return quantities;
}

/**
 * Keeps a default cart read online (not one shown from storage: its time would read as fresh), and has
 * the worker keep its lines' pictures, as a kept guide does.
 */
function keepIfOnline(cart: Cart | undefined): void {
  if (!cart?.cartGroups || cart.orderNumber || useOfflineStore.getState().cartFromStorage !== null) return;
  void keepCart(cart, quantitiesOf(cart)).catch(() => undefined);
  const lines = cart.cartGroups.flatMap((group) => group.subCarts.flatMap((subCart) => subCart.lines));
  void warmPictures(lines.map((line) => line.imageUrl));
}

/**
 * Keeps every default cart read (or changed) online, for the cart page offline and the queue's base: the
 * one read before this code loaded at once, then each one after.
 */
function keepCartOnRead(): void {
  keepIfOnline(queryClient.getQueryData<Cart>(queryKeys.cart.current));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [first, second] = event.query.queryKey as unknown[];
    if (first !== 'cart' || second === 'product-options') return;
    keepIfOnline(event.query.state.data as Cart | undefined);
  });
}

/** Starts the offline storefront. */
export async function startOffline(): Promise<void> {
  keepCartOnRead();
  window.addEventListener('online', () => void replayNow());
  window.addEventListener('beforeinstallprompt', (event) => {
    // Offered once, from the guide page on phones (the guide shows it), not by the browser's own banner.
    event.preventDefault();
    useOfflineStore.setState({ installPrompt: event as InstallPromptEvent });
  });
  await Promise.all([registerWorker().catch(() => undefined), refreshPending().catch(() => undefined)]);
  if (navigator.onLine) {
    await replayNow().catch(() => undefined);
    await refreshKeptGuides().catch(() => undefined);
  }
}
