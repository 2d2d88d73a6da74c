import { create } from 'zustand';

/** A list action on one guide (spec section 4). */
export type GuideListAction =
  'hide' | 'unhide' | 'makeDefault' | 'duplicate' | 'delete' | 'transfer' | 'share';

/** The list screen's state (spec section 3): the guide an action is working on, and whether a load runs. */
export interface GuideListState {
  activeOrderGuideId: number | null;
  isLoading: boolean;
  /** The last action's message, shown above the list. */
  showActionMessage: string | null;
}

/** The order guide list screen's state. */
export const useGuideListStore = create<GuideListState>()(() => ({
  activeOrderGuideId: null,
  isLoading: false,
  showActionMessage: null,
}));

// Spec section 4: on failure these also clear the loading flag.
const CLEARS_LOADING: ReadonlySet<GuideListAction> = new Set(['delete', 'duplicate', 'transfer']);

/** How an action runs: the server call, the list reload, and the messages for either outcome. */
export interface GuideActionRun<T> {
  action: GuideListAction;
  guideId: number;
  call: () => Promise<T>;
  reload: () => Promise<unknown>;
}

/**
 * Runs a list action as spec section 4 says: mark the guide active and call the server; on success reload
 * the list (skipped when a load already runs) and clear active; on failure clear active, and the loading
 * flag for delete, duplicate and transfer. Resolves with the call's answer, or rejects with its error.
 */
export async function runGuideAction<T>({ action, guideId, call, reload }: GuideActionRun<T>): Promise<T> {
  const store = useGuideListStore;
  store.setState({ activeOrderGuideId: guideId, ...(CLEARS_LOADING.has(action) ? { isLoading: true } : {}) });
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    store.setState({ activeOrderGuideId: null, ...(CLEARS_LOADING.has(action) ? { isLoading: false } : {}) });
    throw error;
  }
  await loadGuideList(reload, true);
  store.setState({ activeOrderGuideId: null });
  return answer;
}

/** Loads the list unless a load is already running (spec section 4); `force` runs after an action's own loading mark. */
export async function loadGuideList(reload: () => Promise<unknown>, force = false): Promise<void> {
  if (useGuideListStore.getState().isLoading && !force) return;
  useGuideListStore.setState({ isLoading: true });
  try {
    await reload();
  } finally {
    useGuideListStore.setState({ isLoading: false });
  }
}
