import { describe, expect, it } from 'vitest';
import { correctedTimestamp } from './clock-skew.ts';

const at = (iso: string) => new Date(iso);

describe('correctedTimestamp', () => {
  it('shifts the timestamp by how far the browser clock was off when it sent the batch', () => {
    // The browser clock runs 10 minutes fast: it says it sent at 12:10, we received at 12:00:01.
    const corrected = correctedTimestamp(
      at('2026-03-01T12:09:30Z'),
      at('2026-03-01T12:10:00Z'),
      at('2026-03-01T12:00:01Z'),
    );
    expect(corrected.toISOString()).toBe('2026-03-01T11:59:31.000Z');
  });

  it('keeps the timestamp when the batch has no sentAt', () => {
    expect(
      correctedTimestamp(at('2026-03-01T12:00:00Z'), null, at('2026-03-01T13:00:00Z')).toISOString(),
    ).toBe('2026-03-01T12:00:00.000Z');
  });
});
