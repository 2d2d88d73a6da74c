import { BoxIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useHeader } from '../../features/content/api/get-header.ts';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/**
 * A category page (ProductListingPage, and SubcategoryData for deeper categories): the category's name,
 * its subcategories, and where its products will be listed.
 */
export function ProductListingPage({ model }: PageProps) {
  const properties = propertiesOf(
    model,
    model.content.pageType === 'SubcategoryData' ? 'SubcategoryData' : 'ProductListingPage',
  );
  const { data: header } = useHeader();
  const introMarker = useEditMarker('intro');
  const category = properties.category ?? null;
  const heading = ('heading' in properties && properties.heading) || category?.name || model.content.name;
  const subcategories = category ? category.children : (header?.categoryMenu ?? []);
  const breadcrumbs = [{ name: 'Home', url: '/' }, ...(category?.breadcrumbs ?? [])];
  const searchHref = `/search/?q=${encodeURIComponent(category?.name ?? '')}`;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeading
        title={heading}
        intro={properties.intro}
        breadcrumbs={breadcrumbs}
        introProps={introMarker}
      />
      {subcategories.length > 0 && (
        <nav aria-label={category ? `${category.name} categories` : 'Categories'} className="mt-8">
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
      <section aria-labelledby="category-products" className="mt-10">
        <h2 id="category-products" className="sr-only">
          Products
        </h2>
        <EmptyState
          icon={<BoxIcon className="size-7" />}
          title="Product listings are on their way"
          actions={
            category && (
              <Link appearance="primary" href={searchHref}>
                Search {category.name}
              </Link>
            )
          }
        >
          Browsing with filters and prices is coming to this page soon. Until then, search by item name, SKU
          or brand, or use your order guides.
        </EmptyState>
      </section>
    </div>
  );
}
