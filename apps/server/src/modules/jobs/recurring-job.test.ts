import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config.ts';
import { pruneInBatches } from './recurring-job.service.ts';

describe('pruning and its setting', () => {
  it('prunes in batches until a batch comes back short, and stops at the batch limit', async () => {
    const sizes = [3, 3, 1, 3];
    const calls: number[] = [];
    const deleted = await pruneInBatches(
      async (batch) => {
        calls.push(batch);
        return sizes[calls.length - 1]!;
      },
      { batch: 3 },
    );
    expect(deleted).toBe(7);
    expect(calls).toEqual([3, 3, 3]);
    let endless = 0;
    expect(await pruneInBatches(async (batch) => (endless++, batch), { batch: 2, maxBatches: 4 })).toBe(8);
    expect(endless).toBe(4);
  });

  it('is a setting: LOG_RETENTION_DAYS, 90 by default, a whole number of days from 1', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_RETENTION_DAYS).toBe(90);
    expect(loadConfig({ NODE_ENV: 'test', LOG_RETENTION_DAYS: '30' }).LOG_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '1.5', 'ninety'])
      expect(() => loadConfig({ NODE_ENV: 'test', LOG_RETENTION_DAYS: bad })).toThrow(/LOG_RETENTION_DAYS/);
  });
});
