import { isStaffPageType, type ContentItem, type PageType } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { builtInPage, type BuiltInPageType } from './built-in-pages.ts';
import { findCategoryByUrl, findProductBySku, listCategories } from './catalog-lookup.repository.ts';
import { categoryViewOf } from './category-views.ts';
import { toContentItem } from './content-view.ts';
import { findPublishedByUrl, findPublishedOfTypes, type ContentRowWithParent } from './content.repository.ts';

/** A request for the page at a path. */
export interface PageRequest {
  path: string;
  query: Record<string, unknown>;
  language: string;
  /** Whether the staff console's pages exist for this visitor: only for staff really signed in. */
  viewerIsStaff: boolean;
  /** Staff previewing: pages with a draft are shown with it (name and properties) instead of as published. */
  preview?: boolean;
}

/** The row as a staff member previewing sees it: with its draft's name and properties, when it has one. */
function withDraft(row: ContentRowWithParent, preview: boolean | undefined): ContentRowWithParent {
  const draft = preview ? row.item.draft : null;
  return draft ? { ...row, item: { ...row.item, name: draft.name, properties: draft.properties } } : row;
}

/** The page that answers a path, and what its head needs. */
export interface ResolvedPage {
  content: ContentItem;
  /** False for the not-found page, which answers with status 404. */
  found: boolean;
  title: string;
  description: string;
  /** The one URL path this page should be known by; null for the not-found page. */
  canonicalPath: string | null;
  /** Pages about one buyer's account, and the not-found page, are kept out of search engines. */
  noIndex: boolean;
  ogType: 'website' | 'product';
}

// Stored once and rendered for many URLs (every product, every deeper category); never pages on their own.
const TEMPLATE_TYPES: ReadonlySet<string> = new Set<PageType>(['ProductDetailPage', 'SubcategoryData']);

const NO_INDEX_TYPES: ReadonlySet<string> = new Set<PageType>([
  'NotFoundPage',
  'CartPage',
  'OrderHistoryPage',
  'OrderConfirmationPage',
  'OrderGuideDetailPage',
  'OrderGuideListingPage',
  'SearchResultsPage',
  'PasswordResetPage',
  'AccountPage',
]);

const MAX_DESCRIPTION = 300;

/** The percent-decoded segments of a path, or null when it cannot be decoded. */
export function pathSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The friendly URL of path segments: lower case, with a trailing slash, so '/About-Us' finds '/about-us/'. */
export function friendlyUrlOf(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.join('/').toLowerCase()}/`;
}

function textOf(properties: Record<string, unknown>, key: string): string {
  const value = properties[key];
  return typeof value === 'string' ? value : '';
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_DESCRIPTION ? flat : `${flat.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

async function templateOf(
  db: Db,
  pageType: BuiltInPageType,
  language: string,
  preview?: boolean,
): Promise<ContentItem> {
  const [row] = await findPublishedOfTypes(db, [pageType], language);
  return row ? toContentItem(withDraft(row, preview)) : builtInPage(pageType, language);
}

async function notFoundPage(db: Db, language: string): Promise<ResolvedPage> {
  const content = await templateOf(db, 'NotFoundPage', language);
  return {
    content,
    found: false,
    title: textOf(content.properties, 'metaTitle') || content.name,
    description: textOf(content.properties, 'metaDescription'),
    canonicalPath: null,
    noIndex: true,
    ogType: 'website',
  };
}

async function productPage(db: Db, sku: string, request: PageRequest): Promise<ResolvedPage> {
  const product = await findProductBySku(db, sku);
  if (!product) return notFoundPage(db, request.language);
  const template = await templateOf(db, 'ProductDetailPage', request.language, request.preview);
  return {
    content: {
      ...template,
      contentLink: { id: template.contentLink.id, url: product.url },
      name: product.name,
      url: product.url,
      properties: { ...template.properties, sku: product.sku },
    },
    found: true,
    title: product.name,
    description: shorten(product.description) || textOf(template.properties, 'metaDescription'),
    canonicalPath: product.url,
    noIndex: false,
    ogType: 'product',
  };
}

async function categoryPage(db: Db, url: string, request: PageRequest): Promise<ResolvedPage | null> {
  const category = await findCategoryByUrl(db, url);
  if (!category) return null;
  const [template, categories] = await Promise.all([
    templateOf(db, 'SubcategoryData', request.language, request.preview),
    listCategories(db),
  ]);
  const fill = (key: string) => textOf(template.properties, key).replaceAll('{category}', category.name);
  return {
    content: {
      ...template,
      contentLink: { id: template.contentLink.id, url: category.url },
      name: category.name,
      url: category.url,
      properties: {
        ...template.properties,
        intro: fill('intro'),
        metaDescription: fill('metaDescription'),
        categoryId: category.id,
        category: categoryViewOf(categories, category),
      },
    },
    found: true,
    title: category.name,
    description: fill('metaDescription'),
    canonicalPath: category.url,
    noIndex: false,
    ogType: 'website',
  };
}

async function contentPage(db: Db, row: ContentRowWithParent, request: PageRequest): Promise<ResolvedPage> {
  const content = toContentItem(withDraft(row, request.preview));
  const properties = { ...content.properties };
  if (content.pageType === 'OrderGuideDetailPage') {
    const id = request.query.id;
    properties.orderGuideId = typeof id === 'string' && id !== '' ? id.slice(0, 64) : null;
  }
  if (content.pageType === 'ProductListingPage' && typeof properties.categoryId === 'string') {
    const categories = await listCategories(db);
    const category = categories.find((c) => c.id === properties.categoryId);
    properties.category = category ? categoryViewOf(categories, category) : null;
  }
  const found = content.pageType !== 'NotFoundPage';
  const noIndex = NO_INDEX_TYPES.has(content.pageType) || isStaffPageType(content.pageType);
  return {
    content: { ...content, properties },
    found,
    title: textOf(properties, 'metaTitle') || content.name,
    description: textOf(properties, 'metaDescription'),
    canonicalPath: found ? content.url : null,
    noIndex,
    ogType: 'website',
  };
}

/**
 * The page for a path: '/product/<sku>/...' is that product's detail page; otherwise the published page
 * at the friendly URL; otherwise a catalog category's page; otherwise the not-found page.
 */
export async function resolvePage(db: Db, request: PageRequest): Promise<ResolvedPage> {
  const segments = pathSegments(request.path);
  if (!segments) return notFoundPage(db, request.language);
  if (segments.length >= 2 && segments[0]!.toLowerCase() === 'product') {
    return productPage(db, segments[1]!, request);
  }
  const url = friendlyUrlOf(segments);
  const row = await findPublishedByUrl(db, url, request.language);
  if (row && !TEMPLATE_TYPES.has(row.item.pageType)) {
    // The console's pages do not exist for customers and visitors, as its API routes do not.
    if (isStaffPageType(row.item.pageType) && !request.viewerIsStaff)
      return notFoundPage(db, request.language);
    return contentPage(db, row, request);
  }
  return (await categoryPage(db, url, request)) ?? notFoundPage(db, request.language);
}
