import type { CategoryView } from '@larder/contract';
import { Configure } from 'react-instantsearch';
import { BoxIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useHeader } from '../../features/content/api/get-header.ts';
import { SearchResultsLayout } from '../../features/search/components/search-results-layout.tsx';
import { SearchRoot } from '../../features/search/components/search-root.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { ProductActions } from '../search/product-actions.tsx';

const LEVEL_ATTRIBUTES = ['category', 'subcategory', 'subsubcategory'] as const;
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The search filter of a category: its own name and its ancestors', each at its level of the tree. */
export function categoryFilter(category: CategoryView): string {
  const names = [...category.breadcrumbs.map((crumb) => crumb.name), category.name].slice(
    0,
    LEVEL_ATTRIBUTES.length,
  );
  return names.map((name, level) => `${LEVEL_ATTRIBUTES[level]}:${quoted(name)}`).join(' AND ');
}

/**
 * A category page (ProductListingPage, and SubcategoryData for deeper categories): the category's name,
 * its subcategories, and its products with facets, sort and pages from our search engine.
 */
export function ProductListingPage({ model, url }: PageProps) {
  const properties = propertiesOf(
    model,
    model.content.pageType === 'SubcategoryData' ? 'SubcategoryData' : 'ProductListingPage',
  );
  const { data: header } = useHeader();
  const { data: user, isPending } = useCurrentUser();
  const introMarker = useEditMarker('intro');
  const category = properties.category ?? null;
  const heading = ('heading' in properties && properties.heading) || category?.name || model.content.name;
  const subcategories = category ? category.children : (header?.categoryMenu ?? []);
  const breadcrumbs = [{ name: 'Home', url: '/' }, ...(category?.breadcrumbs ?? [])];
  const depth = category ? Math.min(category.breadcrumbs.length + 1, LEVEL_ATTRIBUTES.length) : 0;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeading
        title={heading}
        intro={properties.intro}
        breadcrumbs={breadcrumbs}
        introProps={introMarker}
      />
      {subcategories.length > 0 && (
        <nav aria-label={category ? `${category.name} categories` : 'Categories'} className="mt-6">
          <h2 className="text-sm font-bold tracking-wider text-stone-500 uppercase">
            {category ? 'Narrow it down' : 'All categories'}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {subcategories.map((child) => (
              <li key={child.url}>
                <Link
                  href={child.url}
                  appearance="plain"
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-800 outline-none hover:border-brand-500 hover:bg-brand-50 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {child.name}
                  <ChevronRightIcon className="size-4 text-stone-400" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-label="Products" className="mt-8">
        {isPending || !user ? (
          <PageSkeleton />
        ) : (
          <SearchRoot
            indexName={user.algoliaIndexName}
            authenticated={user.isAuthenticated}
            organizationId={user.currentOrganization?.id ?? null}
            pagePath={new URL(url, location.origin).pathname}
          >
            <Configure {...(category ? { filters: categoryFilter(category) } : {})} hitsPerPage={24} />
            <SearchResultsLayout
              indexName={user.algoliaIndexName}
              listId={category?.url ?? '/products/'}
              category={category?.name}
              hiddenFacets={LEVEL_ATTRIBUTES.slice(0, depth)}
              renderAction={(hit) => <ProductActions hit={hit} user={user} />}
              empty={
                <EmptyState icon={<BoxIcon className="size-7" />} title="No products match these filters.">
                  Remove a filter, or search by item name, SKU or brand.
                </EmptyState>
              }
            />
          </SearchRoot>
        )}
      </section>
    </div>
  );
}
