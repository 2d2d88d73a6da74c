import { clearOfflineDb } from './offline-db.ts';
import { useOfflineStore } from './offline-store.ts';
import { BUYER_CACHES } from './sw-routes.ts';

/**
 * Forgets the signed-out buyer's offline copy: kept pages and reads, guides, cart, queue and count sheets,
 * so the next person on the device sees none of it (ADR 047). The app's own code stays cached.
 */
export async function clearOfflineData(): Promise<void> {
  useOfflineStore.setState({
    pending: {},
    pendingCount: 0,
    notices: [],
    fromStorage: {},
    cartFromStorage: null,
    lastReplayed: null,
  });
  await Promise.all([
    ...('caches' in window ? BUYER_CACHES.map((name) => caches.delete(name)) : []),
    clearOfflineDb(),
  ]);
}
