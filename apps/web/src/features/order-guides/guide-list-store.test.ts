import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadGuideList,
  runGuideAction,
  useGuideListStore,
  type GuideListAction,
} from './guide-list-store.ts';

beforeEach(() =>
  useGuideListStore.setState({ activeOrderGuideId: null, isLoading: false, showActionMessage: null }),
);

describe('runGuideAction', () => {
  it('marks the guide active while the server works, then reloads and clears it', async () => {
    const seen: unknown[] = [];
    let reloads = 0;
    const answer = await runGuideAction({
      action: 'hide',
      guideId: 7,
      call: async () => {
        seen.push(useGuideListStore.getState().activeOrderGuideId);
        return 'ok';
      },
      reload: async () => {
        reloads++;
      },
    });
    expect(answer).toBe('ok');
    expect(seen).toEqual([7]);
    expect(reloads).toBe(1);
    expect(useGuideListStore.getState()).toMatchObject({ activeOrderGuideId: null, isLoading: false });
  });

  it.each<[GuideListAction, boolean]>([
    ['delete', false],
    ['duplicate', false],
    ['transfer', false],
    ['hide', true],
    ['makeDefault', true],
  ])('on failure of %s clears active; the loading flag left set: %s', async (action, loadingLeft) => {
    useGuideListStore.setState({ isLoading: true });
    let reloads = 0;
    await expect(
      runGuideAction({
        action,
        guideId: 3,
        call: () => Promise.reject(new Error('no')),
        reload: async () => {
          reloads++;
        },
      }),
    ).rejects.toThrow('no');
    expect(reloads).toBe(0);
    expect(useGuideListStore.getState()).toMatchObject({ activeOrderGuideId: null, isLoading: loadingLeft });
  });
});

describe('loadGuideList', () => {
  it('skips a load while one runs', async () => {
    let reloads = 0;
    useGuideListStore.setState({ isLoading: true });
    await loadGuideList(async () => {
      reloads++;
    });
    expect(reloads).toBe(0);
    useGuideListStore.setState({ isLoading: false });
    await loadGuideList(async () => {
      reloads++;
    });
    expect(reloads).toBe(1);
  });
});
