import { beforeEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('../../lib/tracker/index.ts', () => ({ track: (...args: unknown[]) => track(...args) }));

const { chunk, insightsClient } = await import('./insights-client.ts');

beforeEach(() => track.mockClear());

describe('insightsClient', () => {
  it.each<[number, number[]]>([
    [0, []],
    [20, [20]],
    [21, [20, 1]],
    [45, [20, 20, 5]],
  ])('chunks %d items by 20', (count, sizes) => {
    expect(
      chunk(
        Array.from({ length: count }, (_, i) => i),
        20,
      ).map((c) => c.length),
    ).toEqual(sizes);
  });

  it('sends viewed and clicked events to the collector, at most 20 objects each', () => {
    const objectIDs = Array.from({ length: 25 }, (_, i) => `sku${i}`);
    insightsClient('viewedObjectIDs', { eventName: 'Hits Viewed', index: 'idx', objectIDs });
    insightsClient('clickedObjectIDsAfterSearch', {
      eventName: 'Product Clicked',
      index: 'idx',
      queryID: 'q1',
      objectIDs: ['a'],
      positions: [3],
    });
    expect(
      track.mock.calls.map(([name, props]) => [name, (props as { object_ids: string[] }).object_ids.length]),
    ).toEqual([
      ['Hits Viewed', 20],
      ['Hits Viewed', 5],
      ['Product Clicked', 1],
    ]);
    expect(track.mock.calls[2]![1]).toMatchObject({ query_id: 'q1', positions: [3] });
  });

  it('ignores setup calls', () => {
    insightsClient('init', { appId: 'x' });
    insightsClient('setUserToken', 'abc');
    expect(track).not.toHaveBeenCalled();
  });
});
