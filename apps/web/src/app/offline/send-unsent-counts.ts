import { getCountSheet, saveCounts, saveStorageOrder } from '../../features/order-guides/api/count-sheet.ts';
import { keepCountSheet, unsentCountSheets } from '../../lib/offline/kept-count-sheets.ts';

/** Sends the counts and storage orders taken offline, guide by guide; what fails waits for the next reconnect. */
export async function sendUnsentCounts(): Promise<void> {
  for (const sheet of await unsentCountSheets()) {
    try {
      if (sheet.unsentAreas) await saveStorageOrder(sheet.guideId, sheet.areas);
      if (sheet.unsentCounts.length > 0) await saveCounts(sheet.guideId, sheet.unsentCounts);
      const fresh = await getCountSheet(sheet.guideId);
      await keepCountSheet({ ...fresh, guideId: sheet.guideId, unsentCounts: [], unsentAreas: false });
    } catch {
      return;
    }
  }
}
