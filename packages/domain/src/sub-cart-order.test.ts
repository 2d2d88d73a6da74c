import { describe, expect, it } from 'vitest';
import type { SubCartKind } from './sub-cart.ts';
import { subCartOrder, type OrderedSubCart } from './sub-cart-order.ts';

const subCart = (id: string, name: string, kind: SubCartKind, vendorName: string | null = null) => ({
  unit: { id, name },
  kind,
  vendorName,
});
const label = (s: OrderedSubCart) => `${s.unit.name}/${s.kind}${s.vendorName ? `/${s.vendorName}` : ''}`;

describe('subCartOrder', () => {
  it('puts the own unit first, other units by name, and kinds then vendors within a unit', () => {
    const shuffled = [
      subCart('B', 'Boston', 'regular'),
      subCart('Z', 'Zanesville', 'dropShip', 'Cheese Co'),
      subCart('Z', 'Zanesville', 'preOrder'),
      subCart('A', 'Albany', 'jit'),
      subCart('Z', 'Zanesville', 'dropShip', 'Apple Farm'),
      subCart('Z', 'Zanesville', 'regular'),
      subCart('Z', 'Zanesville', 'jit'),
    ];
    expect(shuffled.sort(subCartOrder('Z')).map(label)).toEqual([
      'Zanesville/regular',
      'Zanesville/jit',
      'Zanesville/preOrder',
      'Zanesville/dropShip/Apple Farm',
      'Zanesville/dropShip/Cheese Co',
      'Albany/jit',
      'Boston/regular',
    ]);
  });

  it.each([
    [
      'the own unit before a unit whose name sorts first',
      subCart('O', 'Zeta', 'dropShip'),
      subCart('X', 'Alpha', 'regular'),
    ],
    [
      'names in a natural, case-blind order',
      subCart('X', 'albany', 'regular'),
      subCart('Y', 'Boston', 'regular'),
    ],
  ])('%s', (_, first, second) => {
    const compare = subCartOrder('O');
    expect(compare(first, second)).toBeLessThan(0);
    expect(compare(second, first)).toBeGreaterThan(0);
  });
});
