import { STOREFRONT_FACETS, type StorefrontFacet } from '@larder/contract';
import type { ReactNode } from 'react';
import { DynamicWidgets, useCurrentRefinements } from 'react-instantsearch';
import type { SearchHit } from '../../../lib/search-client.ts';
import { track } from '../../../lib/tracker/index.ts';
import { productListFilteredProperties } from '../search-events.ts';
import { CurrentRefinements } from './current-refinements.tsx';
import { FACET_SHOW_MORE_LIMIT, FacetList } from './facet-list.tsx';
import { HitGrid } from './hit-grid.tsx';
import { SearchPagination } from './search-pagination.tsx';
import { SearchStats } from './search-stats.tsx';
import { SortSelect } from './sort-select.tsx';
import { StalledIndicator } from './stalled-indicator.tsx';

/** Every facet a result list can offer, with its heading; which ones, and in what order, staff decide. */
export const SEARCH_FACETS = (Object.entries(STOREFRONT_FACETS) as [StorefrontFacet, string][]).map(
  ([attribute, title]) => ({ attribute, title }),
);

const FACET_LABELS: Record<string, string> = STOREFRONT_FACETS;

/** Props of SearchResultsLayout. */
export interface SearchResultsLayoutProps {
  indexName: string;
  listId: string;
  category?: string;
  /** Facets to leave out (a category page does not offer its own category level). */
  hiddenFacets?: readonly string[];
  renderAction?: (hit: SearchHit) => ReactNode;
  empty: ReactNode;
  /** Above the results: the search box on search pages. */
  header?: ReactNode;
}

function Facets({
  listId,
  hiddenFacets,
  idPrefix,
}: {
  listId: string;
  hiddenFacets: readonly string[];
  idPrefix: string;
}) {
  const { items } = useCurrentRefinements();
  function toggled(attribute: string, value: string, selected: boolean) {
    const filters: Record<string, string[]> = {};
    for (const item of items) filters[item.attribute] = item.refinements.map((r) => String(r.value));
    const current = new Set(filters[attribute] ?? []);
    if (selected) current.add(value);
    else current.delete(value);
    filters[attribute] = [...current];
    track(
      'Product List Filtered',
      productListFilteredProperties({ listId, attribute, value, selected, filters }),
    );
  }
  // The engine's renderingContent (the staff-managed facet order) says which facets show, in which order;
  // only the shown ones are asked for, so no query computes a facet nobody sees.
  return (
    <div>
      <DynamicWidgets facets={[]} maxValuesPerFacet={FACET_SHOW_MORE_LIMIT}>
        {SEARCH_FACETS.filter((f) => !hiddenFacets.includes(f.attribute)).map((facet) => (
          <FacetList
            key={facet.attribute}
            attribute={facet.attribute}
            title={facet.title}
            idPrefix={idPrefix}
            onToggle={toggled}
          />
        ))}
      </DynamicWidgets>
    </div>
  );
}

/**
 * A result list: facets beside the results on wide screens (in a 'Filters' disclosure on phones), the
 * stats line, sort, chosen filters, the products and pagination.
 */
export function SearchResultsLayout({
  indexName,
  listId,
  category,
  hiddenFacets = [],
  renderAction,
  empty,
  header,
}: SearchResultsLayoutProps) {
  return (
    <div className="flex flex-col gap-4 lg:gap-6">
      {header}
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-labelledby="search-filters-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="search-filters-heading" className="sr-only">
            Filters
          </h2>
          <details className="group rounded-2xl border border-stone-200 bg-white lg:hidden">
            <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 font-semibold text-stone-900">
              Filters
              <span className="text-sm text-stone-500 group-open:hidden">Show</span>
              <span className="hidden text-sm text-stone-500 group-open:inline">Hide</span>
            </summary>
            <div className="px-4 pb-2">
              <Facets listId={listId} hiddenFacets={hiddenFacets} idPrefix="phone" />
            </div>
          </details>
          <div className="hidden rounded-2xl border border-stone-200 bg-white px-4 lg:block">
            <Facets listId={listId} hiddenFacets={hiddenFacets} idPrefix="wide" />
          </div>
        </aside>
        <section aria-labelledby="search-results-heading" className="flex min-w-0 flex-col gap-4">
          {/* The product cards' names are h3s: this keeps the outline whole for screen-reader users. */}
          <h2 id="search-results-heading" className="sr-only">
            Results
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-4">
              <SearchStats />
              <StalledIndicator />
            </div>
            <SortSelect indexName={indexName} />
          </div>
          <CurrentRefinements labels={FACET_LABELS} />
          <HitGrid listId={listId} category={category} renderAction={renderAction} empty={empty} />
          <SearchPagination />
        </section>
      </div>
    </div>
  );
}
