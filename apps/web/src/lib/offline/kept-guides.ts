import { offlineDb, type KeptGuide } from './offline-db.ts';

/** How long a guide the buyer has not opened stays in storage (issue 34: guides used in the last 60 days). */
export const KEEP_GUIDES_MS = 60 * 86_400_000;

/** Keeps a guide's pages as read online now (opened now, unless `usedAt` says when), and drops guides unused for 60 days. */
export async function keepGuide(
  guideId: number,
  view: string,
  pages: readonly unknown[],
  { now = Date.now(), usedAt = now }: { now?: number; usedAt?: number } = {},
) {
  const db = await offlineDb();
  await db.put('guides', {
    id: `${guideId}|${view}`,
    guideId,
    view,
    pages: [...pages],
    savedAt: now,
    usedAt,
  });
  const tx = db.transaction('guides', 'readwrite');
  for (
    let cursor = await tx.store.index('usedAt').openCursor(IDBKeyRange.upperBound(now - KEEP_GUIDES_MS));
    cursor;
  ) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

/** A kept guide in a grouping (any grouping when that one was never kept), marked as used now; null when none. */
export async function keptGuide(guideId: number, view: string): Promise<KeptGuide | null> {
  const db = await offlineDb();
  const found =
    (await db.get('guides', `${guideId}|${view}`)) ??
    (await db.getAll('guides')).find((guide) => guide.guideId === guideId) ??
    null;
  if (found) await db.put('guides', { ...found, usedAt: Date.now() });
  return found;
}

/** Every kept guide, for the background refresh. */
export async function keptGuides(): Promise<KeptGuide[]> {
  return (await offlineDb()).getAll('guides');
}
