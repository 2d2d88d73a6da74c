// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderHook } from '../../../lib/render-hook.test-support.tsx';
import { useGuideListStore } from '../guide-list-store.ts';
import { useCopyGuide } from './copy-guide.ts';
import { useDeleteGuide } from './delete-guide.ts';
import { guideMutationKey } from './guide-list-mutation.ts';
import { useSetPreferences } from './set-preferences.ts';
import { useCreateGuide } from './update-guide.ts';

const guideKeys = [queryKeys.orderGuides.list, queryKeys.orderGuides.detail(7, 'customGroups', 50)];
const otherKeys = [queryKeys.cart.current, queryKeys.orders.history];

let queryClient: QueryClient;

/** A query client holding a loaded query under every key the tests look at. */
function loadedClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of [...guideKeys, ...otherKeys]) client.setQueryData(key, { loaded: true });
  return client;
}

/** Answers every call with this status and body, and records the calls. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  queryClient = loadedClient();
  useGuideListStore.setState({ activeOrderGuideId: null, isLoading: false, showActionMessage: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('order-guide list mutations', () => {
  it('deleting reloads every order-guide query and no other feature’s', async () => {
    const fetch = answer(200, {});
    const hook = renderHook(() => useDeleteGuide(), queryClient);
    await act(() => hook.current.mutateAsync({ guideId: 7 }));
    expect(fetch).toHaveBeenCalledWith(
      '/web-api/order-guide/7',
      expect.objectContaining({ method: 'DELETE' }),
    );
    for (const key of guideKeys) expect(invalidated(key)).toBe(true);
    for (const key of otherKeys) expect(invalidated(key)).toBe(false);
    expect(useGuideListStore.getState().activeOrderGuideId).toBeNull();
    hook.unmount();
  });

  it('marks the guide active while the call runs, counted under the guide mutation key', async () => {
    let release!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify({ id: 9, name: 'Weekly (copy)' })));
          }),
      ),
    );
    const hook = renderHook(() => useCopyGuide(), queryClient);
    const copying = hook.current.mutateAsync({ guideId: 7 });
    await vi.waitFor(() => expect(queryClient.isMutating({ mutationKey: guideMutationKey })).toBe(1));
    expect(useGuideListStore.getState().activeOrderGuideId).toBe(7);
    release();
    await act(async () => {
      await expect(copying).resolves.toMatchObject({ name: 'Weekly (copy)' });
    });
    expect(queryClient.isMutating({ mutationKey: guideMutationKey })).toBe(0);
    hook.unmount();
  });

  it('a refused call reloads nothing and clears the active guide', async () => {
    answer(403, { error: { code: 'FORBIDDEN', message: 'You may not change this order guide.' } });
    const hook = renderHook(() => useSetPreferences(), queryClient);
    await act(async () => {
      await expect(
        hook.current.mutateAsync({ guideId: 7, action: 'hide', hide: true, isDefault: false }),
      ).rejects.toThrow('You may not change this order guide.');
    });
    for (const key of [...guideKeys, ...otherKeys]) expect(invalidated(key)).toBe(false);
    expect(useGuideListStore.getState().activeOrderGuideId).toBeNull();
    hook.unmount();
  });

  it('creating answers the new id after the guide queries reloaded; an answer without an id is the spec’s error', async () => {
    answer(200, { id: 12 });
    const hook = renderHook(() => useCreateGuide(), queryClient);
    await act(async () => {
      await expect(hook.current.mutateAsync('Weekly')).resolves.toBe(12);
    });
    for (const key of guideKeys) expect(invalidated(key)).toBe(true);
    for (const key of otherKeys) expect(invalidated(key)).toBe(false);

    queryClient = loadedClient();
    answer(200, {});
    const again = renderHook(() => useCreateGuide(), queryClient);
    await act(async () => {
      await expect(again.current.mutateAsync('Weekly')).rejects.toThrow('Unexpected error.');
    });
    for (const key of guideKeys) expect(invalidated(key)).toBe(false);
    hook.unmount();
    again.unmount();
  });
});
