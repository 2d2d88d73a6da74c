import { CART_PLACEMENT_ID, HOME_PLACEMENT_ID } from '@larder/contract';
import { EMBEDDED_PLACEMENTS } from './embedded-store.ts';
import { describe, expect, it } from 'vitest';
import { cartSignature, commerceItemsOf, priceOf } from './commerce-items.ts';
import { actionUrl, escapeHtml, hasContent, isSafeTarget } from './embedded-content.ts';
import type { EmbeddedMessage } from './runtime/types.ts';
import type { Cart } from '@larder/contract';

const message = (elements: EmbeddedMessage['elements']): EmbeddedMessage => ({
  metadata: { messageId: 'm', placementId: 1 },
  elements,
});

describe('embedded message content (spec section 5)', () => {
  it('a message with no title, body, buttons or media renders nothing', () => {
    expect(hasContent(message({}))).toBe(false);
    expect(hasContent(message({ title: '  ', defaultAction: { type: 'openUrl', data: '/x' } }))).toBe(false);
    expect(hasContent(message(undefined))).toBe(false);
    expect(hasContent(message({ title: 'Holiday hours' }))).toBe(true);
    expect(hasContent(message({ body: 'b' }))).toBe(true);
    expect(hasContent(message({ mediaUrl: '/m.png' }))).toBe(true);
    expect(hasContent(message({ buttons: [{ id: 'b' }] }))).toBe(true);
  });

  it('escapes message text', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62;&#38;',
    );
  });

  it('reads where an action leads and follows only safe targets', () => {
    expect(actionUrl({ type: 'openUrl', data: '/cart/' })).toBe('/cart/');
    expect(actionUrl({ type: 'action://favourite' })).toBe('action://favourite');
    expect(actionUrl(undefined)).toBeNull();
    expect(isSafeTarget('/cart/')).toBe(true);
    expect(isSafeTarget('https://x.test/')).toBe(true);
    expect(isSafeTarget('javascript:alert(1)')).toBe(false);
    expect(isSafeTarget('//evil.test/')).toBe(false);
  });
});

describe('commerce items (spec section 3)', () => {
  it('parses prices by stripping non-numeric characters, 0 by default', () => {
    expect(priceOf('$1,234.50')).toBe(1234.5);
    expect(priceOf('Price Pending')).toBe(0);
  });

  it('maps cart lines to items with id, name, price, quantity, sku, categories, image and url', () => {
    const cart = {
      cartGroups: [
        {
          subCarts: [
            {
              lines: [
                {
                  productSku: 'S1',
                  productTitle: 'Salmon',
                  unitPrice: '$12.00',
                  quantity: 3,
                  category: 'Seafood',
                  subcategory: 'Fish',
                  subsubcategory: '',
                  imageUrl: '/s.png',
                  productUrl: '/p/S1',
                },
              ],
            },
          ],
        },
      ],
    } as unknown as Cart;
    const items = commerceItemsOf(cart);
    expect(items).toEqual([
      {
        id: 'S1',
        name: 'Salmon',
        price: 12,
        quantity: 3,
        sku: 'S1',
        categories: ['Seafood', 'Fish'],
        imageUrl: '/s.png',
        url: '/p/S1',
      },
    ]);
    expect(cartSignature(items)).toBe('S1:3:12');
  });
});

describe('placements', () => {
  it("are the contract's home and cart placements", () => {
    expect(EMBEDDED_PLACEMENTS).toEqual({ home: HOME_PLACEMENT_ID, cart: CART_PLACEMENT_ID });
  });
});
