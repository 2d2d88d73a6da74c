import { create } from 'zustand';

/** A navigation the guard stopped: where it was going, and how to let it go on or stay. */
export interface BlockedNavigation {
  /** The target path and query (spec: the guard remembers the target). */
  target: string;
  proceed: () => void;
  stay: () => void;
}

/** The navigation the guard is holding, if any; its modal reads it. */
export const useBlockedNavigationStore = create<{ blocked: BlockedNavigation | null }>()(() => ({
  blocked: null,
}));
