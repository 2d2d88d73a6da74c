import type { QueuedChange } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { replayQueue, type ReplayAnswer, type ReplayPorts } from './replay.ts';

function change(seq: number, sku: string, quantity: number): QueuedChange {
  return {
    key: `key-${seq}`,
    seq,
    productSku: sku,
    unitOfMeasure: 'CS',
    quantity,
    typedQuantity: quantity,
    changedAt: new Date(Date.UTC(2026, 10, 27, 10, seq)).toISOString(),
    seenPrice: null,
    baseQuantity: 0,
    guideId: 1,
    name: `Item ${sku}`,
    sentAt: null,
  };
}

/**
 * A queue in memory and a server that applies each key once (as the idempotency module does), refuses
 * quantities below 3 for sku 'MIN', and can lose its answer: the change applied, the connection gone.
 */
function world(queue: QueuedChange[], options: { loseAnswerOf?: string } = {}) {
  const applied = new Map<string, ReplayAnswer>();
  const cart = new Map<string, number>();
  const sentKeys: string[] = [];
  let lose = options.loseAnswerOf;
  const ports: ReplayPorts = {
    queued: async () => [...queue].sort((a, b) => a.seq - b.seq),
    markSent: async (c) => {
      const held = queue.find((q) => q.key === c.key);
      if (held) held.sentAt = '2026-11-27T10:00:00Z';
    },
    remove: async (key) => {
      queue = queue.filter((q) => q.key !== key);
    },
    send: async (c) => {
      sentKeys.push(c.key);
      let answer = applied.get(c.key);
      if (!answer) {
        if (c.productSku === 'MIN' && c.quantity < 3) {
          answer = { kind: 'refused', message: 'Minimum quantity of 3 required for this product.' };
        } else {
          cart.set(c.productSku, c.quantity);
          answer = { kind: 'applied', applied: true, changedElsewhere: false, cartQuantity: c.quantity };
          applied.set(c.key, answer);
        }
      }
      if (lose === c.key) {
        lose = undefined;
        return { kind: 'noAnswer' };
      }
      return answer;
    },
  };
  return { ports, cart, sentKeys, queue: () => queue };
}

describe('replayQueue', () => {
  it('sends in the order changes were made and empties the queue', async () => {
    const w = world([change(2, 'B', 2), change(1, 'A', 1), change(3, 'C', 3)]);
    const report = await replayQueue(w.ports);
    expect(w.sentKeys).toEqual(['key-1', 'key-2', 'key-3']);
    expect(report).toMatchObject({ answered: 3, stopped: false, notices: [] });
    expect(w.queue()).toEqual([]);
  });

  it('applies a change once when the connection drops halfway: the same key is sent again later', async () => {
    const w = world([change(1, 'A', 4), change(2, 'B', 5)], { loseAnswerOf: 'key-1' });
    const first = await replayQueue(w.ports);
    expect(first).toMatchObject({ answered: 0, stopped: true });
    expect(w.queue().map((c) => [c.key, c.sentAt !== null])).toEqual([
      ['key-1', true],
      ['key-2', false],
    ]);
    const second = await replayQueue(w.ports);
    expect(second).toMatchObject({ answered: 2, stopped: false });
    expect(w.sentKeys).toEqual(['key-1', 'key-1', 'key-2']);
    expect([...w.cart.entries()]).toEqual([
      ['A', 4],
      ['B', 5],
    ]);
    // A third run has nothing to send.
    await replayQueue(w.ports);
    expect(w.sentKeys).toHaveLength(3);
  });

  it("tells the buyer when their later change was kept over another device's", async () => {
    const w = world([change(1, 'A', 2)]);
    w.ports.send = async () => ({ kind: 'applied', applied: true, changedElsewhere: true, cartQuantity: 2 });
    const report = await replayQueue(w.ports);
    expect(report.notices.map((n) => n.message)).toEqual([
      'Changed on another device too; your later change was kept: now 2.',
    ]);
    expect(report.applied).toHaveLength(1);
  });

  it('keeps going after a refusal and reports it on its line with the message', async () => {
    const w = world([change(1, 'MIN', 1), change(2, 'B', 2)]);
    const report = await replayQueue(w.ports);
    expect(report.notices).toEqual([
      expect.objectContaining({
        lineKey: 'MIN|cs',
        kind: 'refused',
        message: 'Minimum quantity of 3 required for this product.',
        quantity: 1,
      }),
    ]);
    expect(w.queue()).toEqual([]);
    expect([...w.cart.keys()]).toEqual(['B']);
  });

  it('tells the buyer a line changed on another device', async () => {
    const w = world([change(1, 'A', 2)]);
    w.ports.send = async () => ({ kind: 'applied', applied: false, changedElsewhere: true, cartQuantity: 7 });
    const report = await replayQueue(w.ports);
    expect(report.notices).toEqual([
      expect.objectContaining({
        kind: 'changedElsewhere',
        message: 'Changed on another device: now 7.',
        cartQuantity: 7,
      }),
    ]);
    expect(report.applied).toEqual([]);
  });
});
