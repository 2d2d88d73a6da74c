import { needsConnectionText } from '@larder/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { SEARCH_MAX_LENGTH, createSearchClient, type SearchResult } from '../../../lib/search-client.ts';
import { track } from '../../../lib/tracker/index.ts';
import { useHeader } from '../api/get-header.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { markSearchSubmitted } from '../../../lib/submitted-search.ts';
import { useOfflineStore } from '../../../lib/offline/offline-store.ts';

export { SEARCH_MAX_LENGTH } from '../../../lib/search-client.ts';

/** What the box says without a connection (issue 34: what is not kept says it needs a connection). */
const SEARCH_NEEDS_CONNECTION = needsConnectionText('Search');

const FALLBACK = { searchPageUrl: '/search/', placeholder: 'Search by item name, sku, brand...' };
/** Spec section 9: search as you type waits 100 ms after the last keystroke. */
const SUGGEST_DEBOUNCE_MS = 100;
const SUGGESTIONS = 6;

/** Props of HeaderSearch. */
export interface HeaderSearchProps {
  className?: string;
  /** The current user's region index (`algoliaIndexName`); without it there are no suggestions. */
  indexName?: string | undefined;
  authenticated?: boolean;
}

function useSuggestions(
  query: string,
  indexName: string | undefined,
  authenticated: boolean,
  wanted: boolean,
) {
  return useQuery({
    queryKey: queryKeys.search.suggestions(indexName, authenticated, query),
    enabled: wanted && Boolean(indexName) && query.length >= 2,
    staleTime: 60_000,
    queryFn: async () => {
      const client = createSearchClient(authenticated);
      const { results } = await client.search<SearchResult>([
        { indexName: indexName!, params: { query, hitsPerPage: SUGGESTIONS, clickAnalytics: true } },
      ]);
      const result = results[0]!;
      track('Query Suggestions Viewed', {
        query,
        index_name: indexName,
        query_id: result.queryID,
        suggestions: result.hits.map((hit) => hit.sku),
      });
      return result.hits;
    },
  });
}

/**
 * The header search box: suggestions as the buyer types (products by name, SKU or brand, then 'See all
 * results'), and on submit the search page with `?q=`.
 */
export function HeaderSearch({ className = '', indexName, authenticated = false }: HeaderSearchProps) {
  const { data: header } = useHeader();
  const { searchPageUrl, placeholder } = header?.searchModel ?? FALLBACK;
  const inputId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname.replace(/\/?$/, '/') === searchPageUrl;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  // Follow the URL when it changes (back/forward, the search page's own box), keep typing otherwise.
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setValue(urlQuery);
  }
  const typed = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const online = useOfflineStore((state) => state.online);
  // Offline, search is not kept (issue 34): typing or submitting says so instead of failing.
  const [offlineSubmit, setOfflineSubmit] = useState(false);
  const { data: hits = [] } = useSuggestions(
    typed,
    indexName,
    authenticated,
    open && !onSearchPage && online,
  );
  const showList = open && online && typed.length >= 2 && hits.length > 0 && !onSearchPage;
  const showOffline = !online && open && (typed.length >= 2 || offlineSubmit);

  function go(url: string) {
    setOpen(false);
    void navigate(url);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!online) {
      setOfflineSubmit(true);
      return;
    }
    const q = value.trim();
    markSearchSubmitted(q);
    go(q ? `${searchPageUrl}?q=${encodeURIComponent(q)}` : searchPageUrl);
  }

  // Arrow keys move between the box and the suggestions; Escape closes them and returns to the box.
  function keyDown(event: KeyboardEvent<HTMLElement>) {
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      document.getElementById(inputId)?.focus();
    } else if (showList && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      if (next < 0) document.getElementById(inputId)?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  }

  return (
    <form
      role="search"
      aria-label="Site search"
      onSubmit={submit}
      onKeyDown={keyDown}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      action={searchPageUrl}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        aria-describedby={showList ? listId : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
          setOfflineSubmit(false);
        }}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border-0 bg-white pr-12 pl-4 text-base text-stone-900 outline-none placeholder:text-stone-500 focus-visible:ring-2 focus-visible:ring-amber-300 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-0 right-0 flex size-11 cursor-pointer items-center justify-center rounded-r-lg text-brand-800 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <SearchIcon />
      </button>
      <p
        role="status"
        className={
          showOffline
            ? 'absolute top-full right-0 left-0 z-40 mt-1 rounded-xl border border-stone-200 bg-white px-4 py-3 font-semibold text-stone-900 shadow-xl'
            : 'sr-only'
        }
        data-search-offline={showOffline ? '' : undefined}
      >
        {showOffline ? SEARCH_NEEDS_CONNECTION : ''}
      </p>
      {showList && (
        <div
          id={listId}
          role="region"
          aria-label="Search suggestions"
          className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 text-stone-900 shadow-xl"
        >
          <ul ref={listRef}>
            {hits.map((hit) => (
              <li key={hit.sku}>
                <a
                  href={hit.url}
                  onClick={(event) => {
                    event.preventDefault();
                    go(hit.url);
                  }}
                  className="flex min-h-11 flex-col justify-center px-4 py-2 outline-none hover:bg-stone-50 focus-visible:bg-brand-50"
                >
                  <span className="leading-tight">{hit.name}</span>
                  <span className="text-sm text-stone-600">
                    {hit.brand} · SKU {hit.sku} · {hit.packSize}
                  </span>
                </a>
              </li>
            ))}
            <li className="border-t border-stone-100">
              <a
                href={`${searchPageUrl}?q=${encodeURIComponent(typed)}`}
                onClick={(event) => {
                  event.preventDefault();
                  go(`${searchPageUrl}?q=${encodeURIComponent(typed)}`);
                }}
                className="flex min-h-11 items-center px-4 font-semibold text-brand-800 outline-none hover:bg-stone-50 focus-visible:bg-brand-50"
              >
                See all results for “{typed}”
              </a>
            </li>
          </ul>
        </div>
      )}
    </form>
  );
}
