import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setDefaultVariant } from './default-variant.ts';

const v = (code: string, isDefault: boolean) => ({ code, isDefault });

describe('setDefaultVariant', () => {
  it.each([
    [[v('CS', false), v('EA', false)], 'EA', [v('CS', false), v('EA', true)]],
    [[v('CS', true), v('EA', false)], 'EA', [v('CS', false), v('EA', true)]],
    [[v('CS', true), v('EA', true)], 'CS', [v('CS', true), v('EA', false)]],
    [[v('CS', true)], 'XX', [v('CS', true)]],
  ])('%j with %s -> %j', (variants, code, expected) => {
    expect(setDefaultVariant(variants, code)).toEqual(expected);
  });

  it('exactly one default after choosing a known code (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('CS', 'EA', 'LB', 'BX'), { minLength: 1 }),
        fc.nat(),
        fc.array(fc.boolean()),
        (codes, pick, flags) => {
          const variants = codes.map((code, i) => v(code, flags[i] ?? false));
          const chosen = codes[pick % codes.length]!;
          const result = setDefaultVariant(variants, chosen);
          expect(result.filter((r) => r.isDefault).map((r) => r.code)).toEqual([chosen]);
        },
      ),
    );
  });
});
