import { describe, expect, it } from 'vitest';
import { cartChangeAnnouncement } from './cart-announcement.ts';
import { cartOf, groupOf, lineOf, subCartOf } from './cart.test-support.ts';

const cart = (...lines: ReturnType<typeof lineOf>[]) =>
  cartOf([groupOf('bu1', [subCartOf('bu1:std', lines)])]);

describe('what a cart change announces', () => {
  it('names the item and its new quantity and unit', () => {
    const before = cart(lineOf('a', { quantity: 2 }), lineOf('b'));
    const after = cart(lineOf('a', { quantity: 4 }), lineOf('b'));
    expect(cartChangeAnnouncement(before, after)).toBe('Product a: quantity 4 CS.');
  });

  it('names a removed item and an added one', () => {
    const before = cart(lineOf('a'), lineOf('b'));
    const after = cart(lineOf('b'), lineOf('c', { quantity: 3 }));
    expect(cartChangeAnnouncement(before, after)).toBe(
      'Product c added to your cart, quantity 3 CS. Product a removed from your cart.',
    );
  });

  it('says nothing when no line changed, or when there was no cart before', () => {
    const same = cart(lineOf('a'));
    expect(cartChangeAnnouncement(same, cart(lineOf('a')))).toBeNull();
    expect(cartChangeAnnouncement(undefined, same)).toBeNull();
  });
});
