import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniqueGroupName } from './group-names.ts';

describe('uniqueGroupName', () => {
  it.each([
    ['Meat', [], 'Meat'],
    ['Meat', ['Dairy'], 'Meat'],
    ['Meat', ['meat'], 'Meat (1)'],
    ['meat', ['MEAT', 'Meat (1)'], 'meat (2)'],
    ['Meat', ['Meat', 'meat (2)'], 'Meat (1)'],
    [' Meat ', ['Meat'], 'Meat (1)'],
  ])('%j among %j -> %j', (name, taken, expected) => {
    expect(uniqueGroupName(name, taken)).toBe(expected);
  });

  it('never returns a taken name (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ maxLength: 10 })),
        (name, taken) => {
          const result = uniqueGroupName(name, taken).toLowerCase();
          expect(taken.map((t) => t.trim().toLowerCase())).not.toContain(result);
        },
      ),
    );
  });
});
