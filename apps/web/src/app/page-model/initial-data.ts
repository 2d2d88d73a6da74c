import type { GlobalSettings, PageModelResponse } from '@larder/contract';
import type { LoadedPageModel } from '../../features/content/api/get-page-model.ts';

/**
 * The id of the `<script type="application/json">` the server writes the first page's data into
 * (apps/server/src/modules/content/page-html.ts).
 */
export const INITIAL_DATA_ELEMENT_ID = 'larder-initial-data';

/** What the server wrote into the HTML: the page model of the first page and the global settings. */
export interface InitialData {
  page: LoadedPageModel;
  globalSettings: GlobalSettings;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPageModel(value: unknown): value is PageModelResponse {
  return (
    isObject(value) &&
    isObject(value.content) &&
    typeof value.content.pageType === 'string' &&
    Array.isArray(value.metaDataInfo) &&
    isObject(value.currentUser) &&
    isObject(value.originalUser)
  );
}

function isGlobalSettings(value: unknown): value is GlobalSettings {
  return isObject(value) && isObject(value.featureFlags) && typeof value.storeName === 'string';
}

/**
 * The data the server wrote into the HTML for `url`, so the first page renders without asking for it.
 * Read once (the element is removed). Null when there is none, it is for another URL, or it may be out of
 * date: a back/forward navigation can show the HTML from the browser's cache, whose user and content may
 * have changed since, so everything is then asked for as usual.
 */
export function takeInitialData(
  doc: Document,
  url: string,
  navigationType: string | undefined,
): InitialData | null {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  if (navigationType === 'back_forward') return null;
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  if (!isObject(value) || value.url !== url || typeof value.status !== 'number') return null;
  if (!isPageModel(value.pageModel) || !isGlobalSettings(value.globalSettings)) return null;
  return { page: { status: value.status, model: value.pageModel }, globalSettings: value.globalSettings };
}

/** How the current document was reached ('navigate', 'reload', 'back_forward', ...), if the browser says. */
export function navigationTypeOf(perf: Performance = performance): string | undefined {
  const [entry] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}
