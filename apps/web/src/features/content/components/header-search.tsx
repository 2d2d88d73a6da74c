import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useHeader } from '../api/get-header.ts';

/** Longest search the storefront accepts (spec section 5). */
export const SEARCH_MAX_LENGTH = 512;

const FALLBACK = { searchPageUrl: '/search/', placeholder: 'Search by item name, sku, brand...' };

/** The header search box: sends the words to the search page as `?q=`. */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const { data: header } = useHeader();
  const { searchPageUrl, placeholder } = header?.searchModel ?? FALLBACK;
  const inputId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname.replace(/\/?$/, '/') === searchPageUrl;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  // Follow the URL when it changes (back/forward, the search page's own box), keep typing otherwise.
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setValue(urlQuery);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    void navigate(q ? `${searchPageUrl}?q=${encodeURIComponent(q)}` : searchPageUrl);
  }

  return (
    <form role="search" onSubmit={submit} action={searchPageUrl} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
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
    </form>
  );
}
