import type { OrderGuide, OrderGuideCategoryType } from '@larder/contract';
import { getGuidePage } from '../../features/order-guides/api/get-guide.ts';
import { keepGuide, keptGuides } from '../../lib/offline/kept-guides.ts';

const REFRESH_EVERY_MS = 15 * 60_000;
const LAST_REFRESH_KEY = 'larder-guides-refreshed-at';

/**
 * Reads every kept guide again in the background (at most every 15 minutes), so the prices and stock shown
 * offline are as fresh as the last connection allowed.
 */
export async function refreshKeptGuides(now = Date.now()): Promise<void> {
  const last = Number(localStorage.getItem(LAST_REFRESH_KEY) ?? 0);
  if (now - last < REFRESH_EVERY_MS) return;
  localStorage.setItem(LAST_REFRESH_KEY, String(now));
  for (const kept of await keptGuides()) {
    const first = kept.pages[0] as OrderGuide | undefined;
    const pageSize = first?.pagination.pageSize ?? 100;
    const pages: OrderGuide[] = [];
    for (let page = 1; ; page++) {
      const read = await getGuidePage({
        id: kept.guideId,
        type: kept.view as OrderGuideCategoryType,
        page,
        pageSize,
      });
      pages.push(read);
      if (read.pagination.page >= read.pagination.totalPages) break;
    }
    // Refreshed, not opened: the 60 days since the buyer last used it keep running.
    await keepGuide(kept.guideId, kept.view, pages, { usedAt: kept.usedAt });
  }
}
