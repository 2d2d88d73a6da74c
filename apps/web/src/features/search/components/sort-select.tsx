import { useSortBy } from 'react-instantsearch';
import { sortIndexName } from '../../../lib/search-client.ts';
import { SORT_OPTIONS } from '../search-routing.ts';

/** The sort picker: relevance by default, then name, price both ways and brand (index replicas). */
export function SortSelect({ indexName }: { indexName: string }) {
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_OPTIONS.map((o) => ({ value: sortIndexName(indexName, o.sort), label: o.label })),
  });
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-stone-700">
      Sort by
      <select
        value={currentRefinement}
        onChange={(event) => refine(event.target.value)}
        className="h-11 cursor-pointer rounded-lg border border-stone-300 bg-white px-3 text-base font-normal text-stone-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
