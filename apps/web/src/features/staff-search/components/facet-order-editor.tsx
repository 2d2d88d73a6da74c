import { STOREFRONT_FACETS, type StorefrontFacet } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useFacetOrder, useSaveFacetOrder } from '../api/facet-order.ts';

const ALL_FACETS = Object.keys(STOREFRONT_FACETS) as StorefrontFacet[];

interface Row {
  facet: StorefrontFacet;
  shown: boolean;
}

/** The editor's rows: the shown facets in their order, then the others. */
export function rowsOf(order: readonly StorefrontFacet[]): Row[] {
  return [
    ...order.map((facet) => ({ facet, shown: true })),
    ...ALL_FACETS.filter((facet) => !order.includes(facet)).map((facet) => ({ facet, shown: false })),
  ];
}

/** The order a set of rows saves: the shown facets, top to bottom. */
export function orderOf(rows: readonly Row[]): StorefrontFacet[] {
  return rows.filter((row) => row.shown).map((row) => row.facet);
}

function move(rows: Row[], from: number, to: number): Row[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

function FacetOrderForm({
  saved,
  save,
}: {
  saved: readonly StorefrontFacet[];
  save: ReturnType<typeof useSaveFacetOrder>;
}) {
  const [rows, setRows] = useState(() => rowsOf(saved));
  const changed = orderOf(rows).join() !== saved.join();
  return (
    <>
      <ol className="flex flex-col">
        {rows.map((row, index) => {
          const title = STOREFRONT_FACETS[row.facet];
          return (
            <li key={row.facet} className="flex items-center gap-2 border-b border-stone-200 py-1">
              <span className="grow">
                <Checkbox
                  isSelected={row.shown}
                  onChange={(shown) => setRows(rows.map((r, i) => (i === index ? { ...r, shown } : r)))}
                >
                  {title}
                </Checkbox>
              </span>
              <Button
                variant="secondary"
                aria-label={`Move ${title} up`}
                isDisabled={index === 0}
                onPress={() => setRows(move(rows, index, index - 1))}
              >
                Up
              </Button>
              <Button
                variant="secondary"
                aria-label={`Move ${title} down`}
                isDisabled={index === rows.length - 1}
                onPress={() => setRows(move(rows, index, index + 1))}
              >
                Down
              </Button>
            </li>
          );
        })}
      </ol>
      {save.error && <Alert tone="error">{errorMessageOf(save.error)}</Alert>}
      {save.isSuccess && !changed && (
        <Alert tone="success" announce>
          Saved. Searches show the filters in this order now.
        </Alert>
      )}
      <div>
        <Button isDisabled={!changed || save.isPending} onPress={() => save.mutate(orderOf(rows))}>
          Save filter order
        </Button>
      </div>
    </>
  );
}

/**
 * The storefront's search filters for staff with edit-content: which facets show, and in which order.
 * Searches follow a change at once (Algolia's renderingContent, which the result pages render from).
 */
export function FacetOrderEditor() {
  const { data, error, isPending } = useFacetOrder();
  // Kept here: a save replaces the stored order, which gives the form a new key (its rows start over).
  const save = useSaveFacetOrder();
  if (error) return <Alert tone="error">{errorMessageOf(error)}</Alert>;
  if (isPending) return <p aria-busy="true">Loading search filters…</p>;
  return (
    <section aria-labelledby="search-facet-order-heading" className="flex flex-col gap-2">
      <h2 id="search-facet-order-heading" className="text-xl font-semibold">
        Search filters
      </h2>
      <p className="text-stone-700">
        The filters beside search and category results: tick the ones to show, and put them in order.
      </p>
      <FacetOrderForm key={data.facets.join()} saved={data.facets} save={save} />
    </section>
  );
}
