import { create } from 'zustand';
import { getPageModel, type LoadedPageModel } from '../../features/content/api/get-page-model.ts';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import {
  INITIAL_PAGE_MODEL_STATE,
  pageModelReducer,
  type PageModelAction,
  type PageModelState,
} from './page-model-state.ts';

interface PageModelStore extends PageModelState {
  dispatch: (action: PageModelAction) => void;
}

/** The page model of the page on screen (spec sections 3 and 4). */
export const usePageModelStore = create<PageModelStore>()((set) => ({
  ...INITIAL_PAGE_MODEL_STATE,
  dispatch: (action) => set((state) => pageModelReducer(state, action)),
}));

/** What happens after a load settles: seeding users on success, retrying them on failure. */
export interface PageModelHooks {
  onLoaded: (loaded: LoadedPageModel) => void;
  onFailed: () => void;
}

let controller: AbortController | null = null;
let lastRequestId = 0;
let lastUrl: string | null = null;

/** Stops the page model request in flight, if any; its answer is then ignored. */
export function cancelPageModelLoad(): void {
  controller?.abort();
  controller = null;
}

/**
 * Shows a page model that is already at hand (the one the server wrote into the first page's HTML) as
 * if it had just been loaded for `url`; a later load replaces it as usual.
 */
export function showPageModel(url: string, loaded: LoadedPageModel, hooks: PageModelHooks): void {
  cancelPageModelLoad();
  const requestId = ++lastRequestId;
  lastUrl = url;
  const { dispatch } = usePageModelStore.getState();
  dispatch({ type: 'started', requestId, url });
  dispatch({ type: 'loaded', requestId, url, model: loaded.model, status: loaded.status, at: Date.now() });
  hooks.onLoaded(loaded);
}

/** Loads the page model of a friendly URL; a newer load aborts this one. */
export async function loadPageModel(url: string, hooks: PageModelHooks): Promise<void> {
  cancelPageModelLoad();
  const own = new AbortController();
  controller = own;
  const requestId = ++lastRequestId;
  const referer = lastUrl === null ? document.referrer : `${location.origin}${lastUrl}`;
  lastUrl = url;
  const { dispatch } = usePageModelStore.getState();
  dispatch({ type: 'started', requestId, url });
  try {
    const loaded = await getPageModel({ url, referer, signal: own.signal });
    dispatch({ type: 'loaded', requestId, url, model: loaded.model, status: loaded.status, at: Date.now() });
    if (usePageModelStore.getState().requestId === requestId) hooks.onLoaded(loaded);
  } catch (error) {
    const aborted = own.signal.aborted || (error instanceof ApiError && error.code === 'ABORTED');
    dispatch({ type: 'failed', requestId, message: errorMessageOf(error), aborted });
    if (!aborted && usePageModelStore.getState().requestId === requestId) hooks.onFailed();
  } finally {
    if (controller === own) controller = null;
  }
}
