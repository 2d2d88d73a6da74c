import type { OrderGuide, OrderGuideLineItem } from '@larder/contract';
import { pendingChangesText } from '@larder/domain';
import { useEffect } from 'react';
import { lineKey, useOfflineStore } from '../../lib/offline/offline-store.ts';
import { setGuideQuantity, useGuideDetailStore, type DetailGroups } from './guide-detail-store.ts';

/** How many thumbnails a kept guide warms in the picture cache, at most. */
const THUMBNAILS_KEPT = 2_000;

function itemsOf(groups: DetailGroups): OrderGuideLineItem[] {
  return [...groups.categories, groups.ungroupedProducts].flatMap((group) => group.lineItems);
}

/**
 * The guide's part in working offline (issue 34, ADR 047): a guide read whole from the network is kept in
 * storage with its thumbnails; quantities still queued from an earlier visit show in it again; lines the
 * last reconnect sent leave the guide's own cart (they are in the real cart now). Returns what the cart
 * bar says instead of Add to cart while offline or while changes wait.
 */
export function useOfflineGuide(
  guideId: number,
  view: string,
  pages: readonly OrderGuide[] | undefined,
  loaded: boolean,
  groups: DetailGroups,
): { waiting: string | null } {
  const fromStorage = useOfflineStore((state) => state.fromStorage[guideId] !== undefined);
  const online = useOfflineStore((state) => state.online);
  const pending = useOfflineStore((state) => state.pending);
  const pendingCount = useOfflineStore((state) => state.pendingCount);
  const lastReplayed = useOfflineStore((state) => state.lastReplayed);

  useEffect(() => {
    if (!loaded || fromStorage || !pages || guideId <= 0) return;
    void import('../../lib/offline/kept-guides.ts')
      .then(({ keepGuide }) => keepGuide(guideId, view, pages))
      .catch(() => undefined);
    // The thumbnails go through the service worker, which keeps them for offline use.
    const urls = [...new Set(pages.flatMap((page) => itemsOf(page).map((item) => item.imageUrl)))];
    void import('../../lib/offline/warm-pictures.ts')
      .then(({ warmPictures }) => warmPictures(urls.filter(Boolean).slice(0, THUMBNAILS_KEPT)))
      .catch(() => undefined);
  }, [guideId, view, pages, loaded, fromStorage]);

  // Quantities typed offline in an earlier visit (the tab was closed) are the guide's again.
  useEffect(() => {
    const items = new Map(itemsOf(groups).map((item) => [lineKey(item), item]));
    const cart = useGuideDetailStore.getState().cart;
    for (const [key, line] of Object.entries(pending)) {
      const item = items.get(key);
      // A quantity typed on the cart page is what the line holds, not one the guide adds: not the guide's.
      if (!item || line.fromCart || (line.guideId !== null && line.guideId !== guideId)) continue;
      const held = cart.find((e) => e.parentProductSku === null && lineKey(e) === key);
      if (held?.quantity !== line.quantity) setGuideQuantity(item, line.quantity);
    }
  }, [pending, groups, guideId]);

  // Sent: applied, refused (shown on the line) or changed elsewhere; either way no longer the guide's to add.
  useEffect(() => {
    if (!lastReplayed) return;
    const sent = new Set(lastReplayed.lineKeys);
    for (const entry of useGuideDetailStore.getState().cart) {
      if (entry.parentProductSku === null && sent.has(lineKey(entry))) setGuideQuantity(entry, 0);
    }
  }, [lastReplayed]);

  if (!online) {
    return {
      waiting:
        pendingChangesText(pendingCount) ??
        'Offline: quantities you type are kept on this device and sent when you are back online.',
    };
  }
  return { waiting: pendingChangesText(pendingCount) };
}
