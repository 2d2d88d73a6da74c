import { describe, expect, it } from 'vitest';
import { pagePreloadsOf, type BuiltChunk } from './page-preloads.ts';

const root = '/repo/apps/web';

function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false): BuiltChunk {
  return { fileName, isEntry, facadeModuleId: facade && `${root}/${facade}`, imports };
}

const chunks = [
  chunk('assets/index.js', 'index.html', ['assets/jsx-runtime.js'], true),
  chunk('assets/jsx-runtime.js', null),
  chunk('assets/layout-chrome.js', 'src/app/layout/layout-chrome.tsx', [
    'assets/index.js',
    'assets/icons.js',
  ]),
  chunk('assets/icons.js', null, ['assets/jsx-runtime.js']),
  chunk('assets/start-page.js', 'src/pages/start/start-page.tsx', ['assets/link.js', 'assets/index.js']),
  chunk('assets/link.js', null, ['assets/icons.js']),
  chunk('assets/product-listing-page.js', 'src/pages/product-listing/product-listing-page.tsx'),
];

describe('pagePreloadsOf', () => {
  it("lists each module's chunk and all it imports, without what the entry loads already", () => {
    const preloads = pagePreloadsOf(chunks, root, '/');
    expect(preloads?.layout).toEqual(['/assets/layout-chrome.js', '/assets/icons.js']);
    expect(preloads?.pages.StartPage).toEqual([
      '/assets/start-page.js',
      '/assets/link.js',
      '/assets/icons.js',
    ]);
  });

  it('lists a module shared by page types under each, and leaves out types without a chunk', () => {
    const { pages } = pagePreloadsOf(chunks, `${root}/`, '/shop/')!;
    expect(pages.ProductListingPage).toEqual(['/shop/assets/product-listing-page.js']);
    expect(pages.SubcategoryData).toEqual(pages.ProductListingPage);
    expect(pages.CartPage).toBeUndefined();
  });

  it('lists nothing for a build without the layout (not the storefront)', () => {
    expect(pagePreloadsOf([chunk('assets/index.js', 'index.html', [], true)], root, '/')).toBeNull();
  });
});
