import type { ContentItem, PageType } from '@larder/contract';

// Used only when content lacks a page the server must always be able to answer with (a fresh
// database, or staff unpublished it), so a missing page never turns into a 500.
const BUILT_IN = {
  NotFoundPage: {
    name: 'Page Not Found',
    url: '/page-not-found/',
    properties: {
      metaDescription: '',
      heading: 'We could not find that page',
      message: 'The page may have moved, or the link may be mistyped.',
      links: [{ name: 'Home', url: '/' }],
    },
  },
  ProductDetailPage: {
    name: 'Product',
    url: '/product/',
    properties: { metaDescription: '', deliveryNote: '', similarItemsHeading: 'Similar items' },
  },
  SubcategoryData: {
    name: 'Category',
    url: '/products/',
    properties: { metaDescription: '', intro: '' },
  },
} satisfies Partial<Record<PageType, { name: string; url: string; properties: Record<string, unknown> }>>;

/** The page types the server has a built-in fallback for. */
export type BuiltInPageType = keyof typeof BUILT_IN;

/** A built-in stand-in for a page type; id 0 marks it as not stored (the delivery API has no item 0). */
export function builtInPage(pageType: BuiltInPageType, language: string): ContentItem {
  const page = BUILT_IN[pageType];
  return {
    contentLink: { id: 0, url: page.url },
    name: page.name,
    contentType: ['Page', pageType],
    pageType,
    language,
    url: page.url,
    parentLink: null,
    isEditable: false,
    changed: new Date(0).toISOString(),
    properties: { ...page.properties },
  };
}
