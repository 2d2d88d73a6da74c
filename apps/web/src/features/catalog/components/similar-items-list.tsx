import type { OrderableSkusResponse } from '@larder/contract';
import { rankSimilarItems } from '@larder/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { createSearchClient, type SearchHit, type SearchResult } from '../../../lib/search-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ProductTitleLink } from '../../../components/ui/product-title-link.tsx';

/** Props of SimilarItemsList. */
export interface SimilarItemsListProps {
  sku: string;
  indexName: string;
  authenticated: boolean;
  /** How a listed product is added to the cart; composed by the page or modal. */
  renderAction: (hit: SearchHit) => ReactNode;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** Similar products the viewer can order, or why they can order none (an account on hold). */
interface SimilarItems {
  hits: SearchHit[];
  message: string | null;
}

async function similarItems(sku: string, indexName: string, authenticated: boolean): Promise<SimilarItems> {
  const client = createSearchClient(authenticated);
  const [productAnswer] = (
    await client.search<SearchResult>([{ indexName, params: { filters: `sku:${quoted(sku)}` } }])
  ).results;
  const product = productAnswer?.hits[0];
  if (!product) return { hits: [], message: null };
  const [candidates] = (
    await client.search<SearchResult>([
      {
        indexName,
        params: { filters: `subcategory:${quoted(product.subcategory)} AND inStock:true`, hitsPerPage: 60 },
      },
    ])
  ).results;
  const hits = (candidates?.hits ?? []).filter((hit) => hit.sku !== sku);
  if (hits.length === 0) return { hits: [], message: null };
  // Only what this buyer can order now: not restricted, taken online, in stock where it would ship from.
  const orderable = await apiFetch<OrderableSkusResponse>('/web-api/catalog/orderable', {
    method: 'GET',
    query: { skus: hits.map((hit) => hit.sku).join(',') },
  });
  if (!orderable.canOrder) return { hits: [], message: orderable.message };
  const allowed = new Set(orderable.skus);
  return {
    hits: rankSimilarItems(
      product,
      hits.filter((hit) => allowed.has(hit.sku)),
    ),
    message: null,
  };
}

/** Products like the given one that the buyer can order (same subcategory; brand, pack and leaf first), each addable to the cart; none on hold. */
export function SimilarItemsList({ sku, indexName, authenticated, renderAction }: SimilarItemsListProps) {
  const { data, isPending, error } = useQuery({
    queryKey: queryKeys.catalog.similar(indexName, authenticated, sku),
    queryFn: () => similarItems(sku, indexName, authenticated),
    staleTime: 60_000,
  });
  if (isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (error) return <Alert tone="error">Similar items could not be loaded. Please try again.</Alert>;
  if (data.message) return <Alert tone="warning">{data.message}</Alert>;
  if (data.hits.length === 0) {
    return <Alert tone="info">No similar items are in stock right now.</Alert>;
  }
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {data.hits.map((hit) => (
        <li
          key={hit.objectID}
          data-sku={hit.sku}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{hit.brand}</p>
            <ProductTitleLink href={hit.url}>{hit.name}</ProductTitleLink>
            <p className="text-sm text-stone-700">
              SKU {hit.sku} · {hit.packSize} · {hit.unit}
              {hit.priceText ? ` · ${hit.priceText}` : ''}
            </p>
          </div>
          <div className="sm:w-72">{renderAction(hit)}</div>
        </li>
      ))}
    </ul>
  );
}
