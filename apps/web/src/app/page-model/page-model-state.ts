import type { PageModelResponse } from '@larder/contract';

/** The page model state of spec section 3: the model, whether it loaded, its error, loading flag and cache time. */
export interface PageModelState {
  model: PageModelResponse | null;
  /** The friendly URL (path and query) the shown model was loaded for. */
  url: string | null;
  /** The HTTP status the model came with: 404 for the not-found page. */
  status: number | null;
  modelLoaded: boolean;
  modelLoadError: string | null;
  isModelLoading: boolean;
  /** When the shown model arrived (ms since epoch); 0 before the first. */
  cacheTime: number;
  /** The request whose answer counts; answers to older requests are ignored. */
  requestId: number;
  requestedUrl: string | null;
}

/** What can happen to the page model. */
export type PageModelAction =
  | { type: 'started'; requestId: number; url: string }
  | { type: 'loaded'; requestId: number; url: string; model: PageModelResponse; status: number; at: number }
  | { type: 'failed'; requestId: number; message: string; aborted: boolean }
  | { type: 'errorCleared' };

/** The state before anything loaded. */
export const INITIAL_PAGE_MODEL_STATE: PageModelState = {
  model: null,
  url: null,
  status: null,
  modelLoaded: false,
  modelLoadError: null,
  isModelLoading: false,
  cacheTime: 0,
  requestId: 0,
  requestedUrl: null,
};

/**
 * Spec section 4: loading, then loaded (which clears the error) or error; an aborted request is ignored,
 * and so is the late answer of a request a newer one replaced.
 */
export function pageModelReducer(state: PageModelState, action: PageModelAction): PageModelState {
  switch (action.type) {
    case 'started':
      return { ...state, isModelLoading: true, requestId: action.requestId, requestedUrl: action.url };
    case 'loaded':
      if (action.requestId !== state.requestId) return state;
      return {
        ...state,
        model: action.model,
        url: action.url,
        status: action.status,
        modelLoaded: true,
        modelLoadError: null,
        isModelLoading: false,
        cacheTime: action.at,
      };
    case 'failed':
      if (action.aborted || action.requestId !== state.requestId) return state;
      return { ...state, modelLoadError: action.message, isModelLoading: false };
    case 'errorCleared':
      return state.modelLoadError === null ? state : { ...state, modelLoadError: null };
  }
}
