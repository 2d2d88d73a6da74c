import { clampPage } from '@larder/domain';
import { useEffect } from 'react';
import { usePagination } from 'react-instantsearch';

/** Spec section 9: pagination shows 3 pages either side of the current one. */
const PADDING = 3;

const controlClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * Page links (0-based inside, 1-based on screen and in the URL); first and previous are disabled on the
 * first page, next and last on the last; a page past the end (an old link) is clamped to the last page.
 */
export function SearchPagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: PADDING,
  });
  useEffect(() => {
    if (nbPages > 0 && currentRefinement !== clampPage(currentRefinement, nbPages)) {
      refine(clampPage(currentRefinement, nbPages));
    }
  }, [currentRefinement, nbPages, refine]);
  if (nbPages <= 1) return null;

  const control = (label: string, ariaLabel: string, page: number, disabled: boolean) => (
    <li>
      {disabled ? (
        <span
          aria-disabled="true"
          aria-label={ariaLabel}
          className={`${controlClasses} border-stone-200 text-stone-400`}
        >
          {label}
        </span>
      ) : (
        <a
          href={createURL(page)}
          aria-label={ariaLabel}
          onClick={(event) => {
            event.preventDefault();
            refine(page);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          className={`${controlClasses} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
        >
          {label}
        </a>
      )}
    </li>
  );

  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {control('«', 'First Page', 0, isFirstPage)}
        {control('‹', 'Previous Page', currentRefinement - 1, isFirstPage)}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              aria-label={`Page ${page + 1}`}
              aria-current={page === currentRefinement ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                refine(page);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              className={`${controlClasses} ${
                page === currentRefinement
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
              }`}
            >
              {page + 1}
            </a>
          </li>
        ))}
        {control('›', 'Next Page', currentRefinement + 1, isLastPage)}
        {control('»', 'Last Page', nbPages - 1, isLastPage)}
      </ul>
    </nav>
  );
}
