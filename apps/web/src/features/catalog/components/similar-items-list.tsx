import { rankSimilarItems } from '@larder/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { createSearchClient, type SearchHit, type SearchResult } from '../../../lib/search-client.ts';

/** Props of SimilarItemsList. */
export interface SimilarItemsListProps {
  sku: string;
  indexName: string;
  authenticated: boolean;
  /** How a listed product is added to the cart; composed by the page or modal. */
  renderAction: (hit: SearchHit) => ReactNode;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

async function similarItems(sku: string, indexName: string, authenticated: boolean): Promise<SearchHit[]> {
  const client = createSearchClient(authenticated);
  const [productAnswer] = (
    await client.search<SearchResult>([{ indexName, params: { filters: `sku:${quoted(sku)}` } }])
  ).results;
  const product = productAnswer?.hits[0];
  if (!product) return [];
  const [candidates] = (
    await client.search<SearchResult>([
      {
        indexName,
        params: { filters: `subcategory:${quoted(product.subcategory)} AND inStock:true`, hitsPerPage: 60 },
      },
    ])
  ).results;
  return rankSimilarItems(product, candidates?.hits ?? []);
}

/** In-stock products like the given one (same subcategory; brand, pack and leaf first), each addable to the cart. */
export function SimilarItemsList({ sku, indexName, authenticated, renderAction }: SimilarItemsListProps) {
  const { data, isPending, error } = useQuery({
    queryKey: ['catalog', 'similar', indexName, authenticated, sku],
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
  if (data.length === 0) {
    return <Alert tone="info">No similar items are in stock right now.</Alert>;
  }
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {data.map((hit) => (
        <li
          key={hit.objectID}
          data-sku={hit.sku}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{hit.brand}</p>
            <Link href={hit.url} className="font-bold">
              {hit.name}
            </Link>
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
