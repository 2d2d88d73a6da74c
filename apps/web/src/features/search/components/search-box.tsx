import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { SEARCH_MAX_LENGTH } from '../../../lib/search-client.ts';
import { markSearchSubmitted } from '../../../lib/submitted-search.ts';
import { VoiceSearchButton } from './voice-search-button.tsx';

/** Spec section 9: the search waits 100 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 100;

/** Props of SearchBox. */
export interface SearchBoxProps {
  placeholder?: string;
}

/**
 * The search box: searches as the buyer types (debounced 100 ms), at most 512 characters, with the spec's
 * 'Clear the search query' and 'Submit the search query' buttons and voice search where supported.
 */
export function SearchBox({ placeholder = 'Search here…' }: SearchBoxProps) {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the search when it changes elsewhere (back/forward, voice search), unless the buyer is typing.
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (!typing) setValue(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    const capped = next.slice(0, SEARCH_MAX_LENGTH);
    setValue(capped);
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setTyping(false);
      refine(capped);
    }, SEARCH_DEBOUNCE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    setTyping(false);
    markSearchSubmitted(value);
    refine(value);
  }

  function reset() {
    clearTimeout(timer.current);
    setTyping(false);
    setValue('');
    clear();
  }

  return (
    <form
      role="search"
      aria-label="Product search"
      noValidate
      onSubmit={submit}
      onReset={reset}
      className="flex items-center gap-2"
    >
      <div className="relative flex-1">
        <label htmlFor="search-box-input" className="sr-only">
          Search products
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id="search-box-input"
          type="search"
          value={value}
          onChange={(event) => change(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          className="h-12 w-full rounded-lg border border-stone-300 bg-white pr-24 pl-10 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 [&::-webkit-search-cancel-button]:hidden"
        />
        <div className="absolute top-0 right-0 flex h-12 items-center">
          {value && (
            <button
              type="reset"
              title="Clear the search query"
              aria-label="Clear the search query"
              className="flex size-11 cursor-pointer items-center justify-center rounded-lg text-stone-600 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
          <VoiceSearchButton />
        </div>
      </div>
      <button
        type="submit"
        title="Submit the search query"
        aria-label="Submit the search query"
        className="inline-flex h-12 min-w-12 cursor-pointer items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        <SearchIcon className="size-5" />
        <span className="ml-2 hidden sm:inline">Search</span>
      </button>
    </form>
  );
}
