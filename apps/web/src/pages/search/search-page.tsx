import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { SearchResultsLayout } from '../../features/search/components/search-results-layout.tsx';
import { SearchRoot } from '../../features/search/components/search-root.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { ProductActions } from './product-actions.tsx';

/**
 * The search page (SearchPage and SearchResultsPage): InstantSearch over our engine, with the words, facets,
 * sort and page in the URL (`q`, `facet_*`, `sort`, 1-based `page`).
 */
export function SearchPage({ model }: PageProps) {
  const properties = propertiesOf(
    model,
    model.content.pageType === 'SearchPage' ? 'SearchPage' : 'SearchResultsPage',
  );
  const { data: user, isPending } = useCurrentUser();
  const introMarker = useEditMarker('intro');
  const intro = 'intro' in properties ? properties.intro : undefined;
  const noResults = properties.noResultsMessage || 'Try fewer words, another spelling, or an item number.';

  if (isPending || !user) return <PageSkeleton />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeading title={properties.heading ?? model.content.name} intro={intro} introProps={introMarker} />
      <div className="mt-6">
        <SearchRoot
          indexName={user.algoliaIndexName}
          authenticated={user.isAuthenticated}
          organizationId={user.currentOrganization?.id ?? null}
        >
          <SearchResultsLayout
            indexName={user.algoliaIndexName}
            listId="search"
            header={<SearchBox placeholder="Search by item name, sku, brand..." />}
            renderAction={(hit) => <ProductActions hit={hit} user={user} />}
            empty={
              <EmptyState icon={<SearchIcon className="size-7" />} title="No results.">
                {noResults}
              </EmptyState>
            }
          />
        </SearchRoot>
      </div>
    </div>
  );
}
