import type { RenderingContent, SearchFacetOrder, StorefrontFacet } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { searchFacetOrder } from './search.table.ts';

/** The storefront's filters until staff order them: what the result pages showed before (ADR 009). */
export const DEFAULT_FACET_ORDER: readonly StorefrontFacet[] = [
  'category',
  'subcategory',
  'brand',
  'tags',
  'unit',
];

const ROW_ID = 1;
// Other processes see a staff change within this long; this one at once.
const RELOAD_AFTER_MS = 30_000;
const held = new WeakMap<Db, { at: number; order: Promise<StorefrontFacet[]> }>();

async function readFacetOrder(db: Db): Promise<StorefrontFacet[]> {
  const [row] = await db.select().from(searchFacetOrder).where(eq(searchFacetOrder.id, ROW_ID));
  return row ? (row.facets as StorefrontFacet[]) : [...DEFAULT_FACET_ORDER];
}

/** The staff-managed facet order, read again after 30 seconds or after a staff change here. */
export function facetOrder(db: Db, now = Date.now()): Promise<StorefrontFacet[]> {
  const current = held.get(db);
  if (current && now - current.at < RELOAD_AFTER_MS) return current.order;
  const order = readFacetOrder(db);
  held.set(db, { at: now, order });
  order.catch(() => held.delete(db));
  return order;
}

/** Staff read the facet order as it is stored now. */
export async function getFacetOrder(db: Db): Promise<SearchFacetOrder> {
  return { facets: await readFacetOrder(db) };
}

/** Staff replace the facet order, audited; searches follow it at once in this process. */
export async function replaceFacetOrder(
  db: Db,
  staff: SessionUser,
  body: SearchFacetOrder,
): Promise<SearchFacetOrder> {
  await db.transaction(async (tx) => {
    const before = await readFacetOrder(tx);
    await tx
      .insert(searchFacetOrder)
      .values({ id: ROW_ID, facets: body.facets, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: searchFacetOrder.id,
        set: { facets: body.facets, updatedAt: new Date() },
      });
    await recordStaffChange(tx, staff, {
      action: 'search-facet-order.update',
      subjectType: 'search-facet-order',
      subjectId: String(ROW_ID),
      before: { facets: before },
      after: { facets: body.facets },
    });
  });
  held.delete(db);
  return { facets: body.facets };
}

/**
 * Algolia's `renderingContent` for a facet order: the facets to show in order, their values by count
 * (as the facet lists sort them). DynamicWidgets render exactly these.
 */
export function renderingContentOf(order: readonly StorefrontFacet[]): RenderingContent {
  return {
    facetOrdering: {
      facets: { order: [...order] },
      values: Object.fromEntries(order.map((facet) => [facet, { sortRemainingBy: 'count' as const }])),
    },
  };
}
