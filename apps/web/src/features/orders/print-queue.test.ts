import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPrintQueue, queuePrint, shouldPrintNow, usePrintQueue } from './print-queue.ts';

beforeEach(() => usePrintQueue.setState({ queued: false }));

describe('print queue', () => {
  it.each([
    [false, false, false],
    [false, true, false],
    [true, false, false],
    [true, true, true],
  ])('queued %s, loaded %s -> print %s', (queued, loaded, expected) => {
    expect(shouldPrintNow(queued, loaded)).toBe(expected);
  });

  it('waits for the details, then prints exactly once', () => {
    const print = vi.fn();
    queuePrint();
    expect(flushPrintQueue(false, print)).toBe(false);
    expect(print).not.toHaveBeenCalled();
    expect(flushPrintQueue(true, print)).toBe(true);
    expect(flushPrintQueue(true, print)).toBe(false);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
