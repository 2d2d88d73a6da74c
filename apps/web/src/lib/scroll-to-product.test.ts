import { describe, expect, it, vi } from 'vitest';
import { scrollToProduct } from './scroll-to-product.ts';

// CSS.escape is a browser API; this is its behaviour for the characters a SKU can hold.
vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });

function fakeDocument(skus: string[]) {
  const blocks = new Map(skus.map((sku) => [sku, { scrollIntoView: vi.fn() }]));
  return {
    blocks,
    root: {
      querySelector: (selector: string) => {
        const sku = /data-sku="(.*)"\]$/.exec(selector)?.[1]?.replace(/\\(.)/g, '$1');
        return (sku !== undefined ? blocks.get(sku) : undefined) ?? null;
      },
    } as unknown as Pick<Document, 'querySelector'>,
  };
}

describe('scrollToProduct', () => {
  it('scrolls the block of the SKU smoothly to the middle of the window', () => {
    const { blocks, root } = fakeDocument(['100001', '100002']);
    expect(scrollToProduct('100002', root)).toBe(true);
    expect(blocks.get('100002')!.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'smooth',
      block: 'center',
    });
    expect(blocks.get('100001')!.scrollIntoView).not.toHaveBeenCalled();
  });

  it('finds nothing for a SKU not on the page, even one with quotes', () => {
    const { root } = fakeDocument(['100001']);
    expect(scrollToProduct('999', root)).toBe(false);
    expect(scrollToProduct('1"] , [x="', root)).toBe(false);
  });
});
