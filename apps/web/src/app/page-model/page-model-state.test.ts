import type { PageModelResponse } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { INITIAL_PAGE_MODEL_STATE, pageModelReducer, type PageModelAction } from './page-model-state.ts';

const model = { content: { pageType: 'StartPage' } } as PageModelResponse;
const other = { content: { pageType: 'StandardPage' } } as PageModelResponse;

function run(...actions: PageModelAction[]) {
  return actions.reduce(pageModelReducer, INITIAL_PAGE_MODEL_STATE);
}

describe('pageModelReducer', () => {
  it('is loading once a request starts', () => {
    const state = run({ type: 'started', requestId: 1, url: '/' });
    expect(state).toMatchObject({ isModelLoading: true, modelLoaded: false, requestedUrl: '/' });
  });

  it('stores a loaded model with its URL, status and time', () => {
    const state = run(
      { type: 'started', requestId: 1, url: '/' },
      { type: 'loaded', requestId: 1, url: '/', model, status: 200, at: 42 },
    );
    expect(state).toMatchObject({
      model,
      url: '/',
      status: 200,
      modelLoaded: true,
      isModelLoading: false,
      cacheTime: 42,
    });
  });

  it('sets the error flag when a load fails, keeping the model shown before', () => {
    const state = run(
      { type: 'started', requestId: 1, url: '/' },
      { type: 'loaded', requestId: 1, url: '/', model, status: 200, at: 1 },
      { type: 'started', requestId: 2, url: '/about-us/' },
      { type: 'failed', requestId: 2, message: 'Network Error', aborted: false },
    );
    expect(state).toMatchObject({ model, modelLoadError: 'Network Error', isModelLoading: false });
  });

  it('clears the error when a later load succeeds', () => {
    const state = run(
      { type: 'started', requestId: 1, url: '/' },
      { type: 'failed', requestId: 1, message: 'Network Error', aborted: false },
      { type: 'started', requestId: 2, url: '/' },
      { type: 'loaded', requestId: 2, url: '/', model, status: 200, at: 2 },
    );
    expect(state.modelLoadError).toBeNull();
  });

  it('ignores an aborted request', () => {
    const started = run({ type: 'started', requestId: 1, url: '/' });
    const state = pageModelReducer(started, {
      type: 'failed',
      requestId: 1,
      message: 'Request aborted',
      aborted: true,
    });
    expect(state).toBe(started);
  });

  it('ignores the late answer or failure of a replaced request', () => {
    const started = run(
      { type: 'started', requestId: 1, url: '/' },
      { type: 'started', requestId: 2, url: '/cart/' },
    );
    expect(
      pageModelReducer(started, { type: 'loaded', requestId: 1, url: '/', model: other, status: 200, at: 3 }),
    ).toBe(started);
    expect(pageModelReducer(started, { type: 'failed', requestId: 1, message: 'x', aborted: false })).toBe(
      started,
    );
  });

  it('keeps a 404 not-found model as loaded content', () => {
    const state = run(
      { type: 'started', requestId: 1, url: '/nowhere/' },
      { type: 'loaded', requestId: 1, url: '/nowhere/', model, status: 404, at: 5 },
    );
    expect(state).toMatchObject({ status: 404, modelLoaded: true });
  });

  it('clears the error on request', () => {
    const failed = run(
      { type: 'started', requestId: 1, url: '/' },
      { type: 'failed', requestId: 1, message: 'x', aborted: false },
    );
    expect(pageModelReducer(failed, { type: 'errorCleared' }).modelLoadError).toBeNull();
  });
});
