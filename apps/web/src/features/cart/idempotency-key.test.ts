import { describe, expect, it } from 'vitest';
import { cartOf, groupOf, lineOf, subCartOf } from './cart.test-support.ts';
import { cartVersionOf, createIdempotencyKeyHolder } from './idempotency-key.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createIdempotencyKeyHolder', () => {
  it('makes no key until one is asked for', () => {
    let made = 0;
    createIdempotencyKeyHolder(() => `key-${++made}`);
    expect(made).toBe(0);
  });

  it('gives the same key for retries of the same cart version (double click, network retry)', () => {
    const holder = createIdempotencyKeyHolder(counter());
    const first = holder.keyFor('v1');
    expect(holder.keyFor('v1')).toBe(first);
    expect(holder.keyFor('v1')).toBe(first);
  });

  it('gives a new key once the cart changed, and never goes back to an old one', () => {
    const holder = createIdempotencyKeyHolder(counter());
    expect(holder.keyFor('v1')).toBe('key-1');
    expect(holder.keyFor('v2')).toBe('key-2');
    expect(holder.keyFor('v2')).toBe('key-2');
    expect(holder.keyFor('v1')).toBe('key-3');
  });

  it('makes v4 UUIDs by default', () => {
    expect(createIdempotencyKeyHolder().keyFor('v1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('cartVersionOf', () => {
  const cart = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')])])]);

  it('is stable for the same cart', () => {
    expect(cartVersionOf(cart)).toBe(cartVersionOf(structuredClone(cart)));
  });

  it('changes with a quantity, a sub-cart choice or the cart note', () => {
    const version = cartVersionOf(cart);
    const more = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a', { quantity: 2 })])])]);
    const po = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')], { poNumber: { value: 'PO' } })])]);
    const noted = { ...cart, summary: { ...cart.summary, note: { value: 'Back door' } } };
    expect(cartVersionOf(more)).not.toBe(version);
    expect(cartVersionOf(po)).not.toBe(version);
    expect(cartVersionOf(noted)).not.toBe(version);
  });
});
