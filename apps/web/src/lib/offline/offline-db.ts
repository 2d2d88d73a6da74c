import type { Cart } from '@larder/contract';
import type { QueuedChange } from '@larder/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The browser's storage of the offline storefront (IndexedDB through `idb`, ADR 047): the guides used in the
 * last 60 days, the cart's quantities, the queue of changes typed offline, and each guide's count sheet.
 */

/** A guide as last read online, page by page, in one grouping. */
export interface KeptGuide {
  /** `${guideId}|${view}`. */
  id: string;
  guideId: number;
  view: string;
  pages: unknown[];
  /** When it was read (ms): the prices and stock shown are this old. */
  savedAt: number;
  /** When the buyer last opened it (ms): guides unused for 60 days are dropped. */
  usedAt: number;
}

/** The cart's quantities by line (sku|unit), as last read online. */
export interface KeptCart {
  id: 'cart';
  quantities: Record<string, number>;
  /** The whole cart, for the cart page offline (absent in a copy kept before it was stored). */
  cart?: Cart;
  savedAt: number;
}

/** A guide's count sheet: storage areas, the last counts, and counts taken offline not yet sent. */
export interface KeptCountSheet {
  guideId: number;
  areas: { name: string; items: { productSku: string; unitOfMeasure: string }[] }[];
  counts: { productSku: string; unitOfMeasure: string; onHand: number; countedAt: string }[];
  unsentCounts: { productSku: string; unitOfMeasure: string; onHand: number }[];
  unsentAreas: boolean;
}

interface OfflineSchema extends DBSchema {
  guides: { key: string; value: KeptGuide; indexes: { usedAt: number } };
  cart: { key: string; value: KeptCart };
  queue: { key: string; value: QueuedChange; indexes: { seq: number } };
  countSheets: { key: number; value: KeptCountSheet };
}

const DB_NAME = 'larder-offline';

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The storage, opened (and created) once per page. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('guides', { keyPath: 'id' }).createIndex('usedAt', 'usedAt');
      db.createObjectStore('cart', { keyPath: 'id' });
      db.createObjectStore('queue', { keyPath: 'key' }).createIndex('seq', 'seq');
      db.createObjectStore('countSheets', { keyPath: 'guideId' });
    },
  });
  return opened;
}

/** Empties every store: the buyer signed out, and the next person on the device must see none of it. */
export async function clearOfflineDb(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['guides', 'cart', 'queue', 'countSheets'], 'readwrite');
  await Promise.all([
    tx.objectStore('guides').clear(),
    tx.objectStore('cart').clear(),
    tx.objectStore('queue').clear(),
    tx.objectStore('countSheets').clear(),
    tx.done,
  ]);
}
