import type { CurrentUser, OrderGuide, OrderGuideLineItem } from '@larder/contract';
import type { GuideGroups } from '@larder/domain';
import { useEffect } from 'react';
import { track } from '../../lib/tracker/index.ts';

/** How long the term must stay still before it counts as a search. */
const SETTLE_MS = 800;

/** The 'Order Guide Search' event's properties: the term, the guide, the account and the first 20 products shown. */
export function guideSearchEvent(
  searchTerm: string,
  guide: Pick<OrderGuide, 'id' | 'name'>,
  shown: GuideGroups<OrderGuideLineItem>,
  user: Pick<CurrentUser, 'email' | 'currentOrganization'>,
): Record<string, unknown> {
  const items = [...shown.categories, shown.ungroupedProducts].flatMap((g) => g.lineItems);
  return {
    query: searchTerm,
    order_guide_id: guide.id,
    order_guide_name: guide.name,
    result_count: items.length,
    account: {
      email: user.email,
      organization_id: user.currentOrganization?.id ?? null,
      organization_name: user.currentOrganization?.name ?? null,
    },
    products: items.slice(0, 20).map((item, position) => ({
      product_id: item.productSku,
      sku: item.productSku,
      name: item.name,
      brand: item.brandName,
      category: item.category,
      position: position + 1,
    })),
  };
}

/** Tracks 'Order Guide Search' with account and product data (spec section 7) once a term settles. */
export function useGuideSearchTracking(
  term: string,
  guide: OrderGuide | undefined,
  shown: GuideGroups<OrderGuideLineItem>,
  user: CurrentUser,
): void {
  useEffect(() => {
    const searchTerm = term.trim();
    if (!guide || searchTerm === '') return;
    const timer = setTimeout(() => {
      track('Order Guide Search', guideSearchEvent(searchTerm, guide, shown, user));
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [term, guide, shown, user]);
}
