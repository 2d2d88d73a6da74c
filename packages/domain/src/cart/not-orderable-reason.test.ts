import { describe, expect, it } from 'vitest';
import {
  NOT_ORDERABLE_ONLINE_MESSAGE,
  SPECIAL_ORDER_MESSAGE,
  notOrderableReason,
  type OrderabilityFlags,
} from './not-orderable-reason.ts';

const stocked = { stockingType: 'P', lineType: 'S1', specialOrderFlag: false };
const noFlags: OrderabilityFlags = { jitLineType: false, proteinSpecialOrders: false };

describe('notOrderableReason', () => {
  it.each<[string, Partial<typeof stocked>, boolean, Partial<OrderabilityFlags>, string | null]>([
    ['a stocked item', {}, false, {}, null],
    ['a JIT item without the flag', { stockingType: 'J' }, false, {}, NOT_ORDERABLE_ONLINE_MESSAGE],
    ['a JIT item with the flag', { stockingType: 'J', lineType: 'J1' }, false, { jitLineType: true }, null],
    [
      'an S2 line with the JIT flag',
      { lineType: 'S2' },
      false,
      { jitLineType: true },
      NOT_ORDERABLE_ONLINE_MESSAGE,
    ],
    [
      'a special order for a protein organization',
      { specialOrderFlag: true },
      true,
      {},
      SPECIAL_ORDER_MESSAGE,
    ],
    [
      'a special order for protein with the flag',
      { specialOrderFlag: true },
      true,
      { proteinSpecialOrders: true },
      null,
    ],
    ['a special order for another organization', { specialOrderFlag: true }, false, {}, null],
  ])('%s', (_, variant, isProtein, flags, reason) => {
    expect(notOrderableReason({ ...stocked, ...variant }, { isProtein }, { ...noFlags, ...flags })).toBe(
      reason,
    );
  });
});
