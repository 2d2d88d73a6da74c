import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finishUploadErrorMessage, noProductsMessage, saveErrorMessage } from './guide-messages.ts';
import { heldGuideFor } from './held-guide.ts';
import { suggestedQuantity } from './par-level.ts';
import { nextGridCell } from './spreadsheet-navigation.ts';

describe('guide messages', () => {
  it.each([
    [500, 'Unable to create order guide; response code 500'],
    [null, 'Unable to create order guide; response code unknown'],
    [undefined, 'Unable to create order guide; response code unknown'],
  ])('finish-upload failure with %s', (status, expected) => {
    expect(finishUploadErrorMessage(status)).toBe(expected);
  });

  it('words the save error and the no-products text as the spec does', () => {
    expect(saveErrorMessage('Name taken')).toBe('Error saving order guide: Name taken');
    expect(noProductsMessage(null)).toBe('There are no products in this category!!');
    expect(noProductsMessage(' ')).toBe('There are no products in this category!!');
    expect(noProductsMessage('Nothing here yet')).toBe('Nothing here yet');
  });
});

describe('heldGuideFor', () => {
  it.each([
    [null, 3, null],
    [{ id: 3 }, 3, { id: 3 }],
    [{ id: 3 }, 4, null],
  ])('held %j for id %s -> %j', (held, id, expected) => {
    expect(heldGuideFor(held, id)).toEqual(expected);
  });
});

describe('suggestedQuantity', () => {
  it.each([
    [10, 4, 1, 6],
    [10, 4, 4, 8],
    [10, 10, 1, 0],
    [10, 12, 1, 0],
    [0, 0, 1, 0],
    [5, -2, 1, 5],
    [7, 0, 0, 7],
  ])('par %s, on hand %s, multiple %s -> %s', (par, onHand, multiple, expected) => {
    expect(suggestedQuantity(par, onHand, multiple)).toBe(expected);
  });

  it('covers the shortfall by less than one multiple (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 }),
        fc.nat({ max: 200 }),
        fc.integer({ min: 1, max: 12 }),
        (par, onHand, m) => {
          const q = suggestedQuantity(par, onHand, m);
          expect(q % m).toBe(0);
          const shortfall = Math.max(par - onHand, 0);
          expect(q).toBeGreaterThanOrEqual(shortfall);
          expect(q - shortfall).toBeLessThan(m);
        },
      ),
    );
  });
});

describe('nextGridCell', () => {
  it.each([
    [{ row: 0, column: 0 }, 'ArrowDown', false, { row: 1, column: 0 }],
    [{ row: 0, column: 0 }, 'Enter', false, { row: 1, column: 0 }],
    [{ row: 2, column: 0 }, 'Enter', true, { row: 1, column: 0 }],
    [{ row: 4, column: 0 }, 'ArrowDown', false, { row: 4, column: 0 }],
    [{ row: 0, column: 0 }, 'ArrowUp', false, { row: 0, column: 0 }],
    [{ row: 1, column: 0 }, 'ArrowRight', false, { row: 1, column: 1 }],
    [{ row: 1, column: 1 }, 'ArrowRight', false, { row: 1, column: 1 }],
    [{ row: 1, column: 1 }, 'ArrowLeft', false, { row: 1, column: 0 }],
    [{ row: 1, column: 1 }, 'a', false, null],
  ])('from %j, %s (shift %s) -> %j in a 5x2 grid', (cell, key, shift, expected) => {
    expect(nextGridCell(cell, key, shift, 5, 2)).toEqual(expected);
  });
});
