import { create } from 'zustand';

/**
 * What the storefront knows about working offline (issue 34, ADR 047): whether there is a connection, how
 * many typed changes wait for one, what became of the ones sent (per line), and whether an update of the
 * app is ready. Small and free of storage code: the pages read it at once, the offline code (IndexedDB, the
 * queue, the service worker) loads after the first paint and fills it in.
 */

/** What the buyer is told about one line after a replay: refused (with the server's message) or changed elsewhere. */
export interface LineNotice {
  lineKey: string;
  productSku: string;
  unitOfMeasure: string;
  name: string;
  kind: 'refused' | 'changedElsewhere';
  message: string;
  /** The quantity the buyer had typed. */
  quantity: number;
  /** What the cart holds for the line now, by the server's answer (refused: not known). */
  cartQuantity: number | null;
}

/** A quantity waiting in the queue, by line: what the guide shows as pending. */
export interface PendingLine {
  productSku: string;
  unitOfMeasure: string;
  /** What was typed (in a guide: the amount to add). */
  quantity: number;
  /** What the line is to hold once the change is applied: what the cart page shows. */
  cartQuantity: number;
  /** Typed on the cart page (not a guide's, so no guide shows it as its own). */
  fromCart: boolean;
  /** The item's name and unit, for the cart's list of lines waiting to be added. */
  name: string;
  guideId: number | null;
}

/** The offline state. */
export interface OfflineState {
  online: boolean;
  /** Typed changes waiting for a connection, by line key (sku|unit). */
  pending: Record<string, PendingLine>;
  /** How many changes wait (a line typed over while its change was in flight counts twice). */
  pendingCount: number;
  notices: LineNotice[];
  /** A new version of the app is installed and takes effect on the next open. */
  updateReady: boolean;
  /** The queue was read from storage (until then the pending count is not known). */
  hydrated: boolean;
  /** The lines the last replay answered for: the guide drops their typed quantities (they are in the cart). */
  lastReplayed: { at: number; lineKeys: string[] } | null;
  /** Guides on screen from storage, not the network: guide id to when they were read online (ms). */
  fromStorage: Record<number, number>;
  /** The cart on screen came from storage: when it was read online (ms); null when from the network. */
  cartFromStorage: number | null;
  /** The browser's install prompt, held back to be offered once from the guide page on phones. */
  installPrompt: InstallPromptEvent | null;
}

/** The browser's install prompt event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const initial: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pending: {},
  pendingCount: 0,
  notices: [],
  updateReady: false,
  hydrated: false,
  lastReplayed: null,
  fromStorage: {},
  cartFromStorage: null,
  installPrompt: null,
};

/** The offline state store. */
export const useOfflineStore = create<OfflineState>()(() => initial);

/** The key of a line: sku and unit, the unit case-blind (as the queue keys it). */
export function lineKey(item: { productSku: string; unitOfMeasure: string }): string {
  return `${item.productSku}|${item.unitOfMeasure.toLowerCase()}`;
}

/** Whether the browser says it has a connection now. */
export function isOnline(): boolean {
  return useOfflineStore.getState().online;
}

/** Forgets the notices of some lines (the buyer dismissed them or typed the line again). */
export function dismissNotices(lineKeys?: readonly string[]): void {
  useOfflineStore.setState((state) => ({
    notices: lineKeys ? state.notices.filter((n) => !lineKeys.includes(n.lineKey)) : [],
  }));
}

// The browser's own events: cheap, and they must be seen from the first moment, not only after the lazy code.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useOfflineStore.setState({ online: true }));
  window.addEventListener('offline', () => useOfflineStore.setState({ online: false }));
}

/** Notes whether a guide on screen came from storage (with when it was read online) or fresh from the network. */
export function noteGuideSource(guideId: number, savedAt: number | null): void {
  const current = useOfflineStore.getState().fromStorage;
  if ((current[guideId] ?? null) === savedAt) return;
  const next = { ...current };
  if (savedAt === null) delete next[guideId];
  else next[guideId] = savedAt;
  useOfflineStore.setState({ fromStorage: next });
}
