import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { SearchResultsLayout } from '../../features/search/components/search-results-layout.tsx';
import { SearchRoot } from '../../features/search/components/search-root.tsx';
import {
  ExactItemRedirect,
  LiteralSearch,
  SearchInterpretation,
} from '../../features/search/components/search-outcome.tsx';
import { LITERAL_PARAM } from '../../features/search/search-routing.ts';
import { clampSearchQuery } from '../../lib/search-client.ts';
import { markSearchSubmitted } from '../../lib/submitted-search.ts';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { useOfflineStore } from '../../lib/offline/offline-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { ProductActions } from './product-actions.tsx';

/** Search is not kept for offline use (issue 34): it says so, and leads to what is kept. */
function SearchNeedsConnection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  return (
    <div data-search-needs-connection>
      <EmptyState
        icon={<SearchIcon className="size-7" />}
        title="Search needs a connection."
        headingLevel={headingLevel}
        actions={
          <>
            <Link appearance="primary" href="/order-guides/">
              Open my order guides
            </Link>
            <Link appearance="secondary" href="/cart/">
              Open my cart
            </Link>
          </>
        }
      >
        It works again when you are back online. Your order guides and your cart are kept on this device.
      </EmptyState>
    </div>
  );
}

/**
 * The search page (SearchPage and SearchResultsPage): InstantSearch over our engine, with the words, facets,
 * sort and page in the URL (`q`, `facet_*`, `sort`, 1-based `page`).
 */
export function SearchPage({ model, url }: PageProps) {
  const properties = propertiesOf(
    model,
    model.content.pageType === 'SearchPage' ? 'SearchPage' : 'SearchResultsPage',
  );
  const { data: user, isPending } = useCurrentUser();
  const online = useOfflineStore((state) => state.online);
  const [params] = useSearchParams();
  const query = clampSearchQuery(params.get('q') ?? '').trim();
  const literal = params.get(LITERAL_PARAM) === 'off' ? query : null;
  // A search URL opened (a link, the header's box, a bookmark) counts as submitted: an item number in it
  // opens the product. Once per mount, not on every render.
  useState(() => markSearchSubmitted(query));
  const pagePath = new URL(url, location.origin).pathname;
  const introMarker = useEditMarker('intro');
  const intro = 'intro' in properties ? properties.intro : undefined;
  const popular = 'popularSearches' in properties ? (properties.popularSearches ?? []) : [];
  const noResults = properties.noResultsMessage || 'Try fewer words, another spelling, or an item number.';

  if (!online && !user) return <SearchNeedsConnection headingLevel={1} />;
  if (isPending || !user) return <PageSkeleton />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeading
        title={query ? `Results for “${query}”` : (properties.heading ?? model.content.name)}
        intro={query ? undefined : intro}
        introProps={introMarker}
      />
      {popular.length > 0 && !query && (
        <nav aria-label="Popular searches" className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-stone-600">Popular:</span>
          {popular.map((term) => (
            <Link
              key={term}
              href={`${pagePath}?q=${encodeURIComponent(term)}`}
              appearance="plain"
              className="inline-flex min-h-11 items-center rounded-full bg-stone-100 px-4 text-sm font-semibold text-stone-800 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {term}
            </Link>
          ))}
        </nav>
      )}
      <div className="mt-6">
        {online ? (
          <SearchRoot
            indexName={user.algoliaIndexName}
            authenticated={user.isAuthenticated}
            organizationId={user.currentOrganization?.id ?? null}
            pagePath={pagePath}
          >
            <LiteralSearch query={literal} />
            <ExactItemRedirect />
            <SearchResultsLayout
              indexName={user.algoliaIndexName}
              listId="search"
              header={
                <>
                  <SearchBox placeholder="Search by item name, sku, brand..." />
                  <SearchInterpretation pagePath={pagePath} />
                </>
              }
              renderAction={(hit) => <ProductActions hit={hit} user={user} />}
              empty={
                <EmptyState icon={<SearchIcon className="size-7" />} title="No results.">
                  {noResults}
                </EmptyState>
              }
            />
          </SearchRoot>
        ) : (
          <SearchNeedsConnection />
        )}
      </div>
    </div>
  );
}
