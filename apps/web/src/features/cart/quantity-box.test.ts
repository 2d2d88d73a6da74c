import { describe, expect, it } from 'vitest';
import { nextQuantityBox, quantityBoxDisagrees, type QuantityBox } from './quantity-box.ts';

const synced: QuantityBox = { text: '4', dirty: false };

describe('the quantity box rule', () => {
  it('a typed quantity shows as typed and disagrees with the cart until settled', () => {
    const typed = nextQuantityBox(synced, { type: 'typed', text: '7' }, 4);
    expect(typed).toEqual({ text: '7', dirty: true });
    expect(quantityBoxDisagrees(typed, 4)).toBe(true);
    expect(quantityBoxDisagrees(typed, 7)).toBe(false);
  });

  it('a refused quantity snaps back to what the cart holds, so box and cart agree again', () => {
    const typed = nextQuantityBox(synced, { type: 'typed', text: '3' }, 4);
    const refused = nextQuantityBox(typed, { type: 'refused' }, 4);
    expect(refused).toEqual({ text: '4', dirty: false });
    expect(quantityBoxDisagrees(refused, 4)).toBe(false);
  });

  it('an emptied box goes back to the cart quantity; an empty box disagrees', () => {
    const empty = nextQuantityBox(synced, { type: 'typed', text: '' }, 4);
    expect(quantityBoxDisagrees(empty, 4)).toBe(true);
    expect(nextQuantityBox(empty, { type: 'emptied' }, 4)).toEqual(synced);
  });

  it('a new cart quantity shows unless the buyer is typing', () => {
    expect(nextQuantityBox(synced, { type: 'cartChanged' }, 9)).toEqual({ text: '9', dirty: false });
    const typing = nextQuantityBox(synced, { type: 'typed', text: '12' }, 4);
    expect(nextQuantityBox(typing, { type: 'cartChanged' }, 9)).toEqual(typing);
  });

  it('settling keeps the text and ends typing', () => {
    const typed = nextQuantityBox(synced, { type: 'typed', text: '8' }, 4);
    const settled = nextQuantityBox(typed, { type: 'settled' }, 8);
    expect(settled).toEqual({ text: '8', dirty: false });
    expect(quantityBoxDisagrees(settled, 8)).toBe(false);
  });
});
