import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('makes zod, loaded after it, parse without compiling (jitless)', async () => {
    await import('./zod-without-eval.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
