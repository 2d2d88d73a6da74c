import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SEARCH_MAX_LENGTH } from '../../features/content/components/header-search.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

function SearchForm({ query }: { query: string }) {
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim().slice(0, SEARCH_MAX_LENGTH);
    setParams(q ? { q } : {});
  }

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor="search-page-input" className="sr-only">
        Search the catalog
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id="search-page-input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search by item name, sku, brand..."
          enterKeyHint="search"
          className="h-12 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-12 cursor-pointer items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        Search
      </button>
    </form>
  );
}

/** The search page (SearchPage and SearchResultsPage): a search box bound to `?q=` and the results area. */
export function SearchPage({ model }: PageProps) {
  const properties = propertiesOf(
    model,
    model.content.pageType === 'SearchPage' ? 'SearchPage' : 'SearchResultsPage',
  );
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const query = params.get('q')?.trim() ?? '';
  const introMarker = useEditMarker('intro');
  const popular = 'popularSearches' in properties ? (properties.popularSearches ?? []) : [];
  const intro = 'intro' in properties ? properties.intro : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageHeading
        title={query ? `Results for “${query}”` : (properties.heading ?? model.content.name)}
        intro={query ? undefined : intro}
        introProps={introMarker}
      />
      <div className="mt-6">
        <SearchForm key={query} query={query} />
      </div>
      {popular.length > 0 && (
        <nav aria-label="Popular searches" className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-stone-600">Popular:</span>
          {popular.map((term) => (
            <Link
              key={term}
              href={`${pathname}?q=${encodeURIComponent(term)}`}
              appearance="plain"
              className="inline-flex min-h-11 items-center rounded-full bg-stone-100 px-4 text-sm font-semibold text-stone-800 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {term}
            </Link>
          ))}
        </nav>
      )}
      <section aria-labelledby="search-results" aria-live="polite" className="mt-10">
        <h2 id="search-results" className="sr-only">
          Search results
        </h2>
        {query ? (
          <EmptyState icon={<SearchIcon className="size-7" />} title="No results.">
            {properties.noResultsMessage || 'Product search is coming to the storefront soon.'} Try your order
            guides in the meantime.
          </EmptyState>
        ) : (
          <EmptyState icon={<SearchIcon className="size-7" />} title="What are you looking for?">
            Type an item name, SKU or brand above.
          </EmptyState>
        )}
      </section>
    </div>
  );
}
