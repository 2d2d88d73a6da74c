import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Badge, StockBadge } from './badge.tsx';
import { ProductTitleLink } from './product-title-link.tsx';

const html = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('ProductTitleLink', () => {
  it('links the product name to its page, with the extra layout classes', () => {
    const markup = html(
      <ProductTitleLink href="/product/100200/" className="line-clamp-2">
        Beef Tenderloin
      </ProductTitleLink>,
    );
    expect(markup).toMatch(/^<a [^>]*href="\/product\/100200\/"[^>]*>Beef Tenderloin<\/a>$/);
    expect(markup).toContain('line-clamp-2');
    expect(markup).toContain('font-semibold');
  });
});

describe('Badge', () => {
  it('shows a tag as a neutral label', () => {
    expect(html(<Badge>Organic</Badge>)).toMatch(/<span class="[^"]*bg-stone-100[^"]*">Organic<\/span>/);
  });

  it('says whether a product is in stock, in the tone that fits', () => {
    expect(html(<StockBadge inStock />)).toMatch(/bg-emerald-50[^"]*">In stock</);
    expect(html(<StockBadge inStock={false} />)).toMatch(/bg-amber-50[^"]*">Out of stock</);
  });
});
