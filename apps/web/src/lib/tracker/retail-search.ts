import type { CampaignStorage } from './campaign.ts';

/**
 * The retail-search feed's event types (spec section 7: an empty event, then one named after its type),
 * those of a retail search service's user events.
 */
export const RETAIL_SEARCH_TYPES = [
  'add-to-cart',
  'detail-page-view',
  'search',
  'purchase-complete',
  'home-page-view',
  'shopping-cart-page-view',
] as const;

/** One type of the retail-search feed. */
export type RetailSearchType = (typeof RETAIL_SEARCH_TYPES)[number];

/** The feed's empty event, sent before each typed one so a consumer starts from nothing. */
export const RETAIL_SEARCH_EMPTY_EVENT = 'retail-search';

/** A product of a retail-search event: its id and, for add-to-cart and purchases, the quantity. */
export interface RetailSearchProduct {
  id: string;
  quantity?: number;
}

/** What a typed retail-search event carries. */
export interface RetailSearchDetails {
  products?: RetailSearchProduct[];
  searchQuery?: string;
  /** For purchase-complete: the order's revenue and id. */
  revenue?: number;
  orderId?: string;
}

/** The properties of a typed retail-search event in the retail service's user-event shape. */
export function retailSearchProperties(
  type: RetailSearchType,
  details: RetailSearchDetails,
  ids: { visitorId: string; sessionId: string },
): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    eventType: type,
    visitorId: ids.visitorId,
    sessionId: ids.sessionId,
  };
  if (details.products)
    properties.productDetails = details.products.map((p) =>
      p.quantity === undefined ? { product: { id: p.id } } : { product: { id: p.id }, quantity: p.quantity },
    );
  if (details.searchQuery !== undefined) properties.searchQuery = details.searchQuery;
  if (details.revenue !== undefined || details.orderId !== undefined)
    properties.purchaseTransaction = { id: details.orderId, revenue: details.revenue, currencyCode: 'USD' };
  return properties;
}

const SESSION_KEY = 'larder.analytics.sessionId';

/** The analytics session id: one per browser tab session, kept in sessionStorage (a new one per page without it). */
export function analyticsSessionId(storage: CampaignStorage | null, newId: () => string): string {
  try {
    const known = storage?.getItem(SESSION_KEY);
    if (known) return known;
    const id = newId();
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return newId();
  }
}
