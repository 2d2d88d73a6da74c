import type { StaffAnalyticsSummary } from '@larder/contract';
import { formatCount } from '../analytics-range.ts';

type SearchTerm = StaffAnalyticsSummary['searches']['top'][number];

function TermTable({
  title,
  terms,
  empty,
  countHeader,
  showAverage,
}: {
  title: string;
  terms: readonly SearchTerm[];
  empty: string;
  countHeader: string;
  showAverage: boolean;
}) {
  return (
    <section className="min-w-0 rounded-xl border border-stone-200 bg-white p-4" aria-label={title}>
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {terms.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-sm">
          <thead>
            <tr>
              <th
                scope="col"
                className="border-b border-stone-300 px-2 py-1.5 text-left font-semibold text-stone-800"
              >
                Search
              </th>
              <th
                scope="col"
                className="border-b border-stone-300 px-2 py-1.5 text-right font-semibold text-stone-800"
              >
                {countHeader}
              </th>
              {showAverage && (
                <th
                  scope="col"
                  className="border-b border-stone-300 px-2 py-1.5 text-right font-semibold text-stone-800"
                >
                  Average results
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={term.query} className="border-b border-stone-100">
                <th scope="row" className="max-w-48 truncate px-2 py-1 text-left font-normal text-stone-900">
                  {term.query}
                </th>
                <td className="px-2 py-1 text-right tabular-nums text-stone-900">
                  {formatCount(term.searches)}
                </td>
                {showAverage && (
                  <td className="px-2 py-1 text-right tabular-nums text-stone-900">{term.averageResults}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The most searched phrases and the ones that found nothing (what the catalog may be missing). */
export function SearchTables({ searches }: { searches: StaffAnalyticsSummary['searches'] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TermTable
        title="Top searches"
        terms={searches.top}
        empty="No searches in this range."
        countHeader="Searches"
        showAverage
      />
      <TermTable
        title="Searches with no results"
        terms={searches.noResults}
        empty="Every search in this range found something."
        countHeader="Searches"
        showAverage={false}
      />
    </div>
  );
}
