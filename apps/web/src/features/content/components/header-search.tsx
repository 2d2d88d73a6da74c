import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  SEARCH_MAX_LENGTH,
  createSearchClient,
  type SearchHit,
  type SearchResult,
} from '../../../lib/search-client.ts';
import { track } from '../../../lib/tracker/index.ts';
import { useHeader } from '../api/get-header.ts';

export { SEARCH_MAX_LENGTH } from '../../../lib/search-client.ts';

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

function useSuggestions(query: string, indexName: string | undefined, authenticated: boolean) {
  return useQuery({
    queryKey: ['search', 'suggestions', indexName, authenticated, query],
    enabled: Boolean(indexName) && query.length >= 2,
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
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname.replace(/\/?$/, '/') === searchPageUrl;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Follow the URL when it changes (back/forward, the search page's own box), keep typing otherwise.
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setValue(urlQuery);
  }
  const typed = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const { data: hits = [] } = useSuggestions(typed, indexName, authenticated);
  const showList = open && typed.length >= 2 && hits.length > 0 && !onSearchPage;
  const options: { id: string; label: string; url: string; hit?: SearchHit }[] = [
    ...hits.map((hit) => ({ id: `${listId}-${hit.sku}`, label: hit.name, url: hit.url, hit })),
    {
      id: `${listId}-all`,
      label: `See all results for “${typed}”`,
      url: `${searchPageUrl}?q=${encodeURIComponent(typed)}`,
    },
  ];

  function go(url: string) {
    setOpen(false);
    setActive(-1);
    void navigate(url);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (showList && active >= 0) return go(options[active]!.url);
    const q = value.trim();
    go(q ? `${searchPageUrl}?q=${encodeURIComponent(q)}` : searchPageUrl);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycle through the options and back to the text box (-1).
      setActive((current) => {
        const next = current + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const activeId = showList && active >= 0 && active < options.length ? options[active]!.id : undefined;

  return (
    <form role="search" onSubmit={submit} action={searchPageUrl} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
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
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 text-stone-900 shadow-xl"
      >
        {showList &&
          options.map((option, index) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.url)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-4 py-2 ${
                index === active ? 'bg-brand-50' : 'hover:bg-stone-50'
              } ${option.hit ? '' : 'border-t border-stone-100 font-semibold text-brand-800'}`}
            >
              <span className="leading-tight">{option.label}</span>
              {option.hit && (
                <span className="text-sm text-stone-600">
                  {option.hit.brand} · SKU {option.hit.sku} · {option.hit.packSize}
                </span>
              )}
            </li>
          ))}
      </ul>
    </form>
  );
}
