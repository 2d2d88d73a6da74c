import { useEffect, useRef, type ReactNode } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SearchHit } from '../../../lib/search-client.ts';
import { retailSearch, track } from '../../../lib/tracker/index.ts';
import { productListViewedProperties, productOfHit, productsSearchedProperties } from '../search-events.ts';
import { ProductCard } from './product-card.tsx';

/** Props of HitGrid. */
export interface HitGridProps {
  /** Names the list in analytics: 'search' or the category path. */
  listId: string;
  category?: string;
  /** The page's action for a product (add to cart, notify me). */
  renderAction?: (hit: SearchHit) => ReactNode;
  /** Shown when nothing matches. */
  empty: ReactNode;
}

/** A search that failed or timed out: what happened, and a retry that runs the same search again. */
function SearchFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-red-900">
      <p className="min-w-0 flex-1">
        Search is not answering right now ({message}). Your search is kept: try again.
      </p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function GridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <Skeleton className="aspect-[4/3] w-full" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * The products of the current search as cards; 'Products Searched' once per new search words (with how
 * many products they found, none included), 'Product List Viewed' once per answer, 'Product Hovered' once
 * per product, and an insights click when one is opened. Skeletons until the first answer.
 */
/** The A/B test the search service ran this search in, when it ran one (its answer's abTestID and variant). */
function abTestOf(results: object): { abTestId?: number | string; abTestVariant?: number | string } {
  const { abTestID, abTestVariantID } = results as {
    abTestID?: number | string;
    abTestVariantID?: number | string;
  };
  return { abTestId: abTestID, abTestVariant: abTestVariantID };
}

export function HitGrid({ listId, category, renderAction, empty }: HitGridProps) {
  const { items, results, sendEvent } = useHits<SearchHit & Record<string, unknown>>();
  // catchError: a failed search is this grid's to show (a message and a retry), not an uncaught error.
  const { status, error, refresh } = useInstantSearch({ catchError: true });
  const hovered = useRef(new Set<string>());
  const hits = items as unknown as SearchHit[];
  // Before the first answer InstantSearch hands out placeholder results marked artificial.
  const answered = results !== undefined && (results as { __isArtificial?: boolean }).__isArtificial !== true;

  // The words last reported as a search: refining or paging the same words is not a new search.
  const searched = useRef<string | null>(null);

  useEffect(() => {
    if (!results || !answered) return;
    const query = results.query.trim();
    if (query !== '' && query !== searched.current) {
      searched.current = query;
      track(
        'Products Searched',
        productsSearchedProperties({
          listId,
          query,
          resultCount: results.nbHits,
          queryID: results.queryID,
          indexName: results.index,
          ...abTestOf(results),
        }),
      );
      retailSearch('search', { searchQuery: query, products: hits.map((hit) => ({ id: hit.sku })) });
    }
    if (results.nbHits === 0) return;
    track(
      'Product List Viewed',
      productListViewedProperties({
        listId,
        category,
        query: results.query,
        queryID: results.queryID,
        indexName: results.index,
        page: results.page,
        hits,
        ...abTestOf(results),
      }),
    );
    // One event per answer, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results]);

  if (error && status === 'error') return <SearchFailed message={error.message} onRetry={refresh} />;
  if (!answered) return <GridSkeleton />;
  if (hits.length === 0) return <>{empty}</>;
  return (
    <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {hits.map((hit, index) => (
        <li key={hit.objectID}>
          <ProductCard
            hit={hit}
            action={renderAction?.(hit)}
            onOpen={() => sendEvent('click', items[index]!, 'Product Clicked')}
            onHover={() => {
              if (hovered.current.has(hit.sku)) return;
              hovered.current.add(hit.sku);
              track('Product Hovered', productOfHit(hit, results.page * results.hitsPerPage + index + 1));
            }}
          />
        </li>
      ))}
    </ol>
  );
}
