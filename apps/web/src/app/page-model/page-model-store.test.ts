// @vitest-environment happy-dom
import type { PageModelResponse } from '@larder/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageModel, showPageModel, usePageModelStore } from './page-model-store.ts';

const start = { content: { pageType: 'StartPage' } } as PageModelResponse;
const about = { content: { pageType: 'StandardPage' } } as PageModelResponse;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('showPageModel', () => {
  it('shows a model at hand as loaded for its URL, without a request, then loads later pages as usual', async () => {
    const fetch = vi.fn(async () => Response.json(about));
    vi.stubGlobal('fetch', fetch);
    const hooks = { onLoaded: vi.fn(), onFailed: vi.fn() };

    showPageModel('/', { status: 200, model: start }, hooks);
    expect(usePageModelStore.getState()).toMatchObject({
      model: start,
      url: '/',
      requestedUrl: '/',
      status: 200,
      modelLoaded: true,
      isModelLoading: false,
    });
    expect(hooks.onLoaded).toHaveBeenCalledWith({ status: 200, model: start });
    expect(fetch).not.toHaveBeenCalled();

    await loadPageModel('/about-us/', hooks);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/about-us\/\?/);
    // The page shown first is where the visitor came from.
    expect(init.headers).toMatchObject({ accept: 'application/json', 'x-referer': `${location.origin}/` });
    expect(usePageModelStore.getState()).toMatchObject({
      model: about,
      url: '/about-us/',
      modelLoaded: true,
    });
  });
});
