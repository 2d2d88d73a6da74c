import { describe, expect, it } from 'vitest';
import { newMessageId, type RandomSource } from './message-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newMessageId', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    expect(newMessageId({ randomUUID: () => 'from-random-uuid', getRandomValues: (a) => a })).toBe(
      'from-random-uuid',
    );
  });

  it('builds a v4 UUID from getRandomValues outside secure contexts', () => {
    const source: RandomSource = { getRandomValues: (a) => crypto.getRandomValues(a) };
    const ids = new Set(Array.from({ length: 200 }, () => newMessageId(source)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
