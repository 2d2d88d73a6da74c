import { useStats } from 'react-instantsearch';

/** The stats line of spec section 8: 'No results', '1 result' or 'N results', with the processing time. */
export function statsText(nbHits: number, processingTimeMS: number): string {
  if (nbHits === 0) return 'No results';
  const count = nbHits === 1 ? '1 result' : `${nbHits.toLocaleString('en-US')} results`;
  return `${count} found in ${processingTimeMS}ms`;
}

/** How many products the search found and how long it took. */
export function SearchStats() {
  const { nbHits, processingTimeMS } = useStats();
  return (
    <p className="text-sm text-stone-600" aria-live="polite">
      {statsText(nbHits, processingTimeMS)}
    </p>
  );
}
