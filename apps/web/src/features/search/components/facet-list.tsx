import { useRefinementList } from 'react-instantsearch';

/** Spec section 9: a facet shows 10 values, 20 after 'Show more'. */
export const FACET_LIMIT = 10;
/** Values a facet shows after 'Show more'. */
export const FACET_SHOW_MORE_LIMIT = 20;

/** Props of FacetList. */
export interface FacetListProps {
  attribute: string;
  title: string;
  /** Makes ids unique when the list is on the page twice (phone and wide layouts). */
  idPrefix: string;
  /** Called with the value the buyer toggled ('Product List Filtered'). */
  onToggle?: (attribute: string, value: string, selected: boolean) => void;
}

/** One facet: its values with counts as checkboxes (OR within the facet), and 'Show more'/'Show less'. */
export function FacetList({ attribute, title, idPrefix, onToggle }: FacetListProps) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: FACET_LIMIT,
    showMore: true,
    showMoreLimit: FACET_SHOW_MORE_LIMIT,
  });
  if (items.length === 0) return null;
  const headingId = `${idPrefix}-facet-${attribute}`;
  return (
    <section aria-labelledby={headingId} className="border-b border-stone-200 py-4 last:border-b-0">
      <h3 id={headingId} className="text-sm font-bold tracking-wide text-stone-900 uppercase">
        {title}
      </h3>
      <ul className="mt-2 flex flex-col">
        {items.map((item) => (
          <li key={item.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-stone-800 hover:bg-stone-50">
              <input
                type="checkbox"
                checked={item.isRefined}
                onChange={() => {
                  refine(item.value);
                  onToggle?.(attribute, item.value, !item.isRefined);
                }}
                className="size-5 cursor-pointer accent-brand-700"
              />
              <span className="flex-1 leading-tight">{item.label}</span>
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
                {item.count.toLocaleString('en-US')}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button
          type="button"
          onClick={toggleShowMore}
          className="mt-1 min-h-11 cursor-pointer px-1 text-sm font-semibold text-brand-800 underline underline-offset-4 outline-none hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {isShowingMore ? 'Show less' : 'Show more'}
        </button>
      )}
    </section>
  );
}
