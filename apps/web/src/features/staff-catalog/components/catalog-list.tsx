import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useStaffCatalog } from '../api/catalog-items.ts';

const STATUS_FILTERS = [
  { id: 'all', label: 'All items' },
  { id: 'active', label: 'On sale' },
  { id: 'discontinued', label: 'Discontinued' },
];

/** Props of CatalogList. */
export interface CatalogListProps {
  onOpen: (sku: string) => void;
}

/** Every item, searched by sku, name, brand, vendor or category and filtered by status, a page at a time. */
export function CatalogList({ onOpen }: CatalogListProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 250);
  const items = useStaffCatalog(q, status, page);
  const data = items.data;
  return (
    <section aria-labelledby="staff-catalog-heading" className="flex flex-col gap-4">
      <h2 id="staff-catalog-heading" className="text-lg font-bold text-stone-900">
        Items
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label="Search items"
          placeholder="SKU, name, brand, vendor or category"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select
          label="Status"
          options={STATUS_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {items.isError ? (
        <Alert tone="error" title="The items could not be loaded">
          {errorMessageOf(items.error)}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading items…" />
      ) : (
        <>
          {data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
              No item matches. Try a SKU, a name, a brand, a vendor or a category.
            </p>
          ) : (
            <ul
              aria-label="Items found"
              aria-busy={items.isFetching}
              className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
            >
              {data.items.map((item) => (
                <li key={item.sku}>
                  <button
                    type="button"
                    onClick={() => onOpen(item.sku)}
                    className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
                  >
                    <img
                      src={item.imageUrl}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 rounded-md bg-stone-100 object-cover"
                    />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-semibold text-stone-900">{item.name}</span>
                      <span className="truncate text-sm text-stone-600">
                        #{item.sku} · {item.brand} ·{' '}
                        {[item.category, item.subcategory].filter(Boolean).join(' › ')}
                        {item.vendorNames.length > 0 ? ` · ${item.vendorNames.join(', ')}` : ''} ·{' '}
                        {item.units.join(', ')}
                      </span>
                    </span>
                    {item.isDiscontinued && <Badge tone="caution">Discontinued</Badge>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="items" onPage={setPage} />
        </>
      )}
    </section>
  );
}
