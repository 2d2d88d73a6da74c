import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/** The chosen facet values as removable chips, and a way to clear them all. */
export function CurrentRefinements({ labels }: { labels: Record<string, string> }) {
  const { items, refine } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {items.flatMap((item) =>
        item.refinements.map((refinement) => (
          <button
            key={`${item.attribute}:${refinement.value}`}
            type="button"
            onClick={() => refine(refinement)}
            aria-label={`Remove ${labels[item.attribute] ?? item.attribute}: ${refinement.label}`}
            className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-900 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {refinement.label}
            <CloseIcon className="size-4" />
          </button>
        )),
      )}
      {canRefine && (
        <button
          type="button"
          onClick={clearAll}
          className="min-h-9 cursor-pointer px-2 text-sm font-semibold text-stone-700 underline underline-offset-4 hover:text-stone-900"
        >
          Clear all
        </button>
      )}
    </div>
  );
}
